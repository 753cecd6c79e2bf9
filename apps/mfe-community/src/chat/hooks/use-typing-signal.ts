import { useCallback, useEffect, useRef } from 'react';
import { CHAT_LIMITS } from '@inhala/domain';
import type { ChatConnection } from '@inhala/ui';

/**
 * typing_start when the person starts writing, typing_stop after 2 s without a keystroke
 * (01 §4), on sending and on leaving the room.
 */
export function useTypingSignal(connection: ChatConnection | null) {
  const typing = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (idle.current) clearTimeout(idle.current);
    idle.current = null;
    if (!typing.current) return;
    typing.current = false;
    connection?.typing(false);
  }, [connection]);

  const keystroke = useCallback(() => {
    if (!typing.current) {
      typing.current = true;
      connection?.typing(true);
    }
    if (idle.current) clearTimeout(idle.current);
    idle.current = setTimeout(stop, CHAT_LIMITS.typingIdleMs);
  }, [connection, stop]);

  useEffect(() => stop, [stop]);
  return { keystroke, stop };
}
