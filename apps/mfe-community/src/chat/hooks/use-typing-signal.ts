import { useCallback, useEffect, useRef } from 'react';
import { CHAT_LIMITS } from '@inhala/domain';
import type { ChatConnection } from '@inhala/ui';

/**
 * While writing goes on, typing_start is said again this often: the server stops a typist it has
 * not heard from in 2 s (CHAT_LIMITS.typingIdleMs), and a person who writes for a minute is still
 * writing. The server lets one start per person through to the others every 2 s at most.
 */
const STILL_TYPING_MS = CHAT_LIMITS.typingIdleMs / 2;

/**
 * typing_start when the person starts writing (and every second while they go on), typing_stop
 * after 2 s without a keystroke (01 §4), on sending and on leaving the room.
 */
export function useTypingSignal(connection: ChatConnection | null) {
  const typing = useRef(false);
  const lastStart = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (idle.current) clearTimeout(idle.current);
    idle.current = null;
    if (!typing.current) return;
    typing.current = false;
    connection?.typing(false);
  }, [connection]);

  const keystroke = useCallback(() => {
    const now = Date.now();
    if (!typing.current || now - lastStart.current >= STILL_TYPING_MS) {
      typing.current = true;
      lastStart.current = now;
      connection?.typing(true);
    }
    if (idle.current) clearTimeout(idle.current);
    idle.current = setTimeout(stop, CHAT_LIMITS.typingIdleMs);
  }, [connection, stop]);

  useEffect(() => stop, [stop]);
  return { keystroke, stop };
}
