import type * as MediaPartsModule from './media-parts';
import {
  createElement,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';

export type MediaParts = typeof MediaPartsModule;

let parts: MediaParts | null = null;
let loading: Promise<MediaParts> | null = null;

/**
 * Loads the media chunk (media-parts.ts) once. A page that will show a player calls it as it
 * starts, so the chunk comes beside the page's data instead of after its first render.
 */
export function preloadMedia(): Promise<MediaParts> {
  loading ??= import(/* webpackChunkName: "media" */ './media-parts').then(
    (loaded) => (parts = loaded),
    (error: unknown) => {
      // A failed load (offline, an update) is tried again by the next page that asks.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The media chunk's parts once loaded (null until then), asking for them on first use: for what
 * must run inside a tap, such as starting a sleep sound (browsers start sound only there).
 */
export function useMediaParts(): MediaParts | null {
  const [loaded, setLoaded] = useState(parts);
  useEffect(() => {
    if (loaded) return;
    let alive = true;
    preloadMedia().then(
      (ready) => alive && setLoaded(ready),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [loaded]);
  return loaded;
}

/**
 * A part of the media chunk as a component: rendered at once when the chunk is loaded, else
 * `fallback` (a box of the part's size) until it is. Unlike React.lazy it does not suspend, so a
 * page around it never shows a Suspense fallback, and a loaded part renders in the same pass.
 */
function mediaPart<P extends object>(
  name: string,
  pick: (loaded: MediaParts) => ComponentType<P>,
  fallback: (props: P) => ReactNode,
) {
  function Part(props: P) {
    const loaded = useMediaParts();
    return loaded ? createElement(pick(loaded), props) : fallback(props);
  }
  Part.displayName = name;
  return Part;
}

type Props<K extends keyof MediaParts> = ComponentProps<Extract<MediaParts[K], ComponentType<never>>>;

const playerBox = () => <div aria-hidden className="h-24 animate-pulse rounded-2xl bg-sage-50" />;

export const AudioPlayer = mediaPart<Props<'AudioPlayer'>>('AudioPlayer', (m) => m.AudioPlayer, playerBox);
export const MeditationMedia = mediaPart<Props<'MeditationMedia'>>(
  'MeditationMedia',
  (m) => m.MeditationMedia,
  () => <div aria-hidden className="aspect-video animate-pulse rounded-3xl bg-sage-50" />,
);
export const AudioWithTranscript = mediaPart<Props<'AudioWithTranscript'>>(
  'AudioWithTranscript',
  (m) => m.AudioWithTranscript,
  playerBox,
);
export const AmbientSoundControl = mediaPart<Props<'AmbientSoundControl'>>(
  'AmbientSoundControl',
  (m) => m.AmbientSoundControl,
  () => null,
);
export const DownloadButton = mediaPart<Props<'DownloadButton'>>(
  'DownloadButton',
  (m) => m.DownloadButton,
  () => null,
);
