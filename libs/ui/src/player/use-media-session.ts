import { useEffect, useRef, useState } from 'react';
import { SKIP_SECONDS } from '@inhala/domain';
import {
  claimMediaSession,
  setMediaPlaybackState,
  setMediaPosition,
  type MediaSessionRelease,
} from './media-session';
import { useMediaArtwork } from './use-media-artwork';

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

/**
 * Puts a recording on the lock screen and headphones' buttons once it has played: title,
 * 'Inhala', the category and the artwork; play, pause, ±15 s, seek to and stop; the playing
 * state and position. A player that starts playing takes the lock screen back from any other.
 * Returns `position`, to be called as the position moves.
 */
export function useMediaSession(
  info: MediaSessionInfo | undefined,
  state: { started: boolean; playing: boolean },
  controls: MediaSessionControls,
) {
  const latest = useRef(controls);
  latest.current = controls;
  const artwork = useMediaArtwork(info?.artworkUrl);

  const title = info?.title;
  const album = info?.album;
  const claimed = Boolean(title) && state.started;
  const release = useRef<MediaSessionRelease | null>(null);
  // Bumped to claim the lock screen back when this player plays again after another took it.
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    if (!claimed || !title) return;
    const claim = claimMediaSession(
      { title, artist: 'Inhala', album: album ?? '', artwork },
      {
        play: () => latest.current.play(),
        pause: () => latest.current.pause(),
        seekbackward: (d) => latest.current.skip(-(d.seekOffset ?? SKIP_SECONDS)),
        seekforward: (d) => latest.current.skip(d.seekOffset ?? SKIP_SECONDS),
        seekto: (d) => {
          if (d.seekTime != null) latest.current.seekTo(d.seekTime);
        },
        stop: () => latest.current.stop(),
      },
    );
    release.current = claim;
    return () => {
      release.current = null;
      claim();
    };
  }, [claimed, title, album, artwork, turn]);

  // The player heard last is the one on the lock screen; a player that pauses leaves it be.
  useEffect(() => {
    if (state.playing && release.current && !release.current.current()) setTurn((t) => t + 1);
  }, [state.playing]);

  useEffect(() => {
    if (release.current?.current()) setMediaPlaybackState(state.playing ? 'playing' : 'paused');
  }, [claimed, state.playing, turn]);

  return (position: number, duration: number, rate: number) => {
    if (release.current?.current()) setMediaPosition(position, duration, rate);
  };
}
