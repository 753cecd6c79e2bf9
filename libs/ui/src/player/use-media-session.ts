import { useEffect, useRef } from 'react';
import { SKIP_SECONDS } from '@inhala/domain';
import { claimMediaSession, setMediaPlaybackState, setMediaPosition } from './media-session';
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
 * state. A player that starts playing takes the lock screen back from any other. Returns
 * `position`, to be called as the position moves.
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
  useEffect(() => {
    if (!claimed || !title) return;
    return claimMediaSession(
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
    // Claimed again when it starts playing: the player heard last is the one on the lock screen.
  }, [claimed, title, album, artwork, state.playing]);

  useEffect(() => {
    if (claimed) setMediaPlaybackState(state.playing ? 'playing' : 'paused');
  }, [claimed, state.playing]);

  const playing = state.playing;
  return (position: number, duration: number, rate: number) => {
    if (playing) setMediaPosition(position, duration, rate);
  };
}
