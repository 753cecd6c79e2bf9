/** The background sounds (all synthesised on the device: no file to download). */
export const AMBIENT_SOUNDS = ['lluvia', 'olas', 'bosque', 'fuego', 'ruido-marron'] as const;
export type AmbientSound = (typeof AMBIENT_SOUNDS)[number];

export const AMBIENT_SOUND_NAMES: Record<AmbientSound, string> = {
  lluvia: 'Lluvia',
  olas: 'Olas',
  bosque: 'Bosque',
  fuego: 'Fuego',
  'ruido-marron': 'Ruido marrón',
};

export function isAmbientSound(value: unknown): value is AmbientSound {
  return typeof value === 'string' && (AMBIENT_SOUNDS as readonly string[]).includes(value);
}

/** Seconds a background sound takes to come in, to leave, or to give way to another. */
export const AMBIENT_FADE_SECONDS = 2;
