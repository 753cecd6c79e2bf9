import type { AmbientSound } from './ambient-sounds';
import { LOOP_DEFAULTS, synthesizeLoop } from './synthesis';
import { encodeWav } from './wav';

const urls = new Map<AmbientSound, string>();

/**
 * A sound's loop as a WAV file in memory (a blob: address), made once per page: played by an
 * <audio loop> element, it goes on with the screen locked, which live Web Audio may not.
 */
export function ambientLoopUrl(sound: AmbientSound): string {
  const known = urls.get(sound);
  if (known) return known;
  const url = URL.createObjectURL(encodeWav(synthesizeLoop(sound, LOOP_DEFAULTS), LOOP_DEFAULTS.sampleRate));
  urls.set(sound, url);
  return url;
}
