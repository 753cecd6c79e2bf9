import { useEffect, useState } from 'react';
import type { BreathingPattern } from '@inhala/domain';
import { offlineContextClass, renderSessionFile } from './session-audio';

/** Where the rendered session stands: null while rendering, 'none' when it cannot be made here. */
export type SessionFile = { url: string; key: string } | 'none' | null;

/** Options changed quickly (arrowing through the pacing) are rendered once they settle. */
const SETTLE_MS = 250;

/**
 * The session's sound rendered ahead, on the ready screen, for the chosen pacing and bells: a
 * blob: address for the <audio> element. 'none' where the browser has no OfflineAudioContext or
 * refused it: the session then rings its bells live, as before.
 */
export function useSessionFile(
  totalSeconds: number,
  pattern: BreathingPattern,
  bells: readonly number[],
): { file: SessionFile; key: string } {
  const key = `${totalSeconds}|${pattern.id}|${bells.join(',')}`;
  const [file, setFile] = useState<SessionFile>(() => (offlineContextClass() ? null : 'none'));

  useEffect(() => {
    const Offline = offlineContextClass();
    if (!Offline) return;
    const abort = new AbortController();
    let url: string | null = null;
    setFile((f) => (f === 'none' ? f : null));
    const timer = window.setTimeout(() => {
      renderSessionFile({ totalSeconds, pattern, bells }, Offline, abort.signal).then(
        (blob) => {
          if (abort.signal.aborted) return;
          url = URL.createObjectURL(blob);
          setFile({ url, key });
        },
        () => {
          if (!abort.signal.aborted) setFile('none');
        },
      );
    }, SETTLE_MS);
    return () => {
      abort.abort();
      window.clearTimeout(timer);
      if (url) URL.revokeObjectURL(url);
    };
    // `key` stands for totalSeconds, pattern and bells.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { file, key };
}
