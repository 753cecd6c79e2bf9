/**
 * The lock screen, the notification shade and headphones' buttons (Media Session), for every
 * player of the app: recorded audio, guided sessions and sleep sounds. One thing is on the lock
 * screen at a time: the last to claim it; an earlier claimant's release leaves it alone.
 */
export interface MediaSessionMetadata {
  title: string;
  artist: string;
  album?: string;
  artwork?: MediaImage[];
}

export type MediaSessionHandlers = Partial<
  Record<
    'play' | 'pause' | 'stop' | 'seekbackward' | 'seekforward' | 'seekto',
    (details: MediaSessionActionDetails) => void
  >
>;

const ACTIONS = ['play', 'pause', 'stop', 'seekbackward', 'seekforward', 'seekto'] as const;

function mediaSession(): MediaSession | undefined {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : undefined;
}

/** A browser may not know an action (Safari had no 'stop'): it throws, the others still work. */
function setHandler(
  session: MediaSession,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Not supported here: that button is simply not offered.
  }
}

let latestClaim = 0;

/** Clears the lock screen unless something else claimed it since; `current()` says whether it did not. */
export type MediaSessionRelease = (() => void) & { current(): boolean };

/**
 * Tells the phone what is playing and what its buttons do. Returns the release, which clears
 * both unless something else has claimed the lock screen since. Browsers without Media
 * Session, or without one of the actions, are simply not told.
 */
export function claimMediaSession(
  info: MediaSessionMetadata,
  handlers: MediaSessionHandlers,
): MediaSessionRelease {
  const session = mediaSession();
  if (!session) return Object.assign(() => undefined, { current: () => false });
  const claim = ++latestClaim;
  try {
    if (typeof MediaMetadata !== 'undefined') session.metadata = new MediaMetadata(info);
  } catch {
    // A refused artwork or metadata: the sound plays all the same.
  }
  for (const action of ACTIONS) setHandler(session, action, handlers[action] ?? null);
  const current = () => claim === latestClaim;
  return Object.assign(
    () => {
      if (!current()) return;
      session.metadata = null;
      session.playbackState = 'none';
      for (const action of ACTIONS) setHandler(session, action, null);
    },
    { current },
  );
}

export function setMediaPlaybackState(state: MediaSessionPlaybackState): void {
  const session = mediaSession();
  if (session) session.playbackState = state;
}

/** Where the lock screen's progress bar stands; a value the browser refuses is left for the next. */
export function setMediaPosition(position: number, duration: number, rate: number): void {
  const session = mediaSession();
  if (!session?.setPositionState || !Number.isFinite(duration) || duration <= 0) return;
  try {
    session.setPositionState({
      duration,
      position: Math.min(Math.max(0, position), duration),
      playbackRate: rate,
    });
  } catch {
    // A length the browser has not settled yet: the next report sets it.
  }
}
