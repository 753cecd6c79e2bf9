export interface MediaSessionInfo {
  title: string;
  artist: string;
  album?: string;
}

export type MediaSessionHandlers = Partial<
  Record<
    'play' | 'pause' | 'stop' | 'seekbackward' | 'seekforward' | 'seekto',
    (details: MediaSessionActionDetails) => void
  >
>;

const ACTIONS = ['play', 'pause', 'stop', 'seekbackward', 'seekforward', 'seekto'] as const;

/**
 * Tells the phone what is playing (the lock screen and the notification show it) and what its
 * buttons do. Returns the clean-up, which clears both. Browsers without Media Session, or without
 * one of the actions, are simply not told.
 */
export function claimMediaSession(info: MediaSessionInfo, handlers: MediaSessionHandlers): () => void {
  const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;
  if (!session) return () => undefined;
  try {
    if (typeof MediaMetadata !== 'undefined') session.metadata = new MediaMetadata(info);
  } catch {
    // A refused artwork or metadata: the sound plays all the same.
  }
  for (const action of ACTIONS) {
    try {
      session.setActionHandler(action, handlers[action] ?? null);
    } catch {
      // This browser does not know the action.
    }
  }
  return () => {
    session.metadata = null;
    for (const action of ACTIONS) {
      try {
        session.setActionHandler(action, null);
      } catch {
        // As above.
      }
    }
  };
}

export function setMediaPlaybackState(state: MediaSessionPlaybackState): void {
  const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;
  if (session) session.playbackState = state;
}
