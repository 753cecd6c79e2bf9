import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { SKIP_SECONDS, type ImageContext } from '@inhala/domain';
import { imageProxyHostsQuery, imageSrc } from '../api/image-hosts';

/** What the lock screen, the notification shade and a car's display show of what is playing. */
export interface MediaSessionInfo {
  title: string;
  /** The category, or what kind of audio it is ('Angel Mondays'). */
  album?: string;
  /** The item's image; storage images go through the proxy at the artwork sizes. */
  artworkUrl?: string | null;
}

export interface MediaSessionControls {
  play(): void;
  pause(): void;
  /** Seconds to move by (negative: back). */
  skip(by: number): void;
  seekTo(seconds: number): void;
  stop(): void;
}

const ARTWORK_SIZES: { context: ImageContext; sizes: string }[] = [
  { context: 'media-artwork-96', sizes: '96x96' },
  { context: 'media-artwork-256', sizes: '256x256' },
  { context: 'media-artwork-512', sizes: '512x512' },
];

const ACTIONS: MediaSessionAction[] = ['play', 'pause', 'seekbackward', 'seekforward', 'seekto', 'stop'];

function mediaSession(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

/** The player that last started playing owns the lock screen; the others leave it alone. */
let owner: string | null = null;

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

/**
 * Puts a player on the lock screen and headphones' buttons (Media Session) once it has played:
 * title, 'Inhala', the category and the artwork; play, pause, ±15 s, seek to and stop; the
 * playing state and the position. Returns `position`, to be called as the position moves.
 */
export function useMediaSession(
  info: MediaSessionInfo | undefined,
  state: { started: boolean; playing: boolean },
  controls: MediaSessionControls,
) {
  const id = useId();
  const hosts = useQuery({ ...imageProxyHostsQuery, enabled: Boolean(info?.artworkUrl) });
  const latest = useRef(controls);
  latest.current = controls;

  const artwork = useMemo(() => {
    const url = info?.artworkUrl;
    if (!url) return [];
    const known = hosts.isError ? [] : hosts.data;
    return ARTWORK_SIZES.flatMap(({ context, sizes }) => {
      const src = imageSrc(url, context, known);
      if (!src) return [];
      // An image the proxy does not size is offered once, as it is.
      return src === url ? [{ src }] : [{ src, sizes, type: 'image/webp' }];
    }).filter((entry, i, all) => all.findIndex((e) => e.src === entry.src) === i);
  }, [info?.artworkUrl, hosts.data, hosts.isError]);

  const title = info?.title;
  const album = info?.album;
  useEffect(() => {
    const session = mediaSession();
    if (!session || !title || !state.started || typeof MediaMetadata === 'undefined') return;
    if (state.playing) owner = id;
    if (owner !== id) return;
    session.metadata = new MediaMetadata({ title, artist: 'Inhala', album: album ?? '', artwork });
    setHandler(session, 'play', () => latest.current.play());
    setHandler(session, 'pause', () => latest.current.pause());
    setHandler(session, 'seekbackward', (d) => latest.current.skip(-(d.seekOffset ?? SKIP_SECONDS)));
    setHandler(session, 'seekforward', (d) => latest.current.skip(d.seekOffset ?? SKIP_SECONDS));
    setHandler(session, 'seekto', (d) => {
      if (d.seekTime != null) latest.current.seekTo(d.seekTime);
    });
    setHandler(session, 'stop', () => latest.current.stop());
    session.playbackState = state.playing ? 'playing' : 'paused';
  }, [id, title, album, artwork, state.started, state.playing]);

  // Leaving the page takes the item off the lock screen (if it is still this player's).
  useEffect(
    () => () => {
      const session = mediaSession();
      if (!session || owner !== id) return;
      owner = null;
      session.metadata = null;
      session.playbackState = 'none';
      for (const action of ACTIONS) setHandler(session, action, null);
    },
    [id],
  );

  return useCallback(
    (position: number, duration: number, rate: number) => {
      const session = mediaSession();
      if (!session?.setPositionState || owner !== id) return;
      if (!Number.isFinite(duration) || duration <= 0) return;
      try {
        session.setPositionState({
          duration,
          position: Math.min(Math.max(0, position), duration),
          playbackRate: rate,
        });
      } catch {
        // A value the browser refuses (a length it has not settled yet): the next report sets it.
      }
    },
    [id],
  );
}
