import { useEffect } from 'react';

interface WakeLockSentinelLike {
  /** True once the page or the browser let it go (the browser does when the page is hidden). */
  readonly released: boolean;
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

/**
 * Keeps the screen awake while `active` (Screen Wake Lock API, where supported). The browser
 * drops the lock when the page is hidden, so it is asked again when the page is visible; it is
 * released when `active` turns false and on unmount.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!active || !wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let done = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      wakeLock.request('screen').then(
        (s) => {
          if (done) void s.release().catch(() => undefined);
          else sentinel = s;
        },
        () => undefined, // Refused (battery saver, no permission): the session still runs.
      );
    };
    const onVisibility = () => acquire();
    acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel) void sentinel.release().catch(() => undefined);
      sentinel = null;
    };
  }, [active]);
}
