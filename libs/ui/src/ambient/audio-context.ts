export type AudioContextClass = typeof AudioContext;

/** The page's AudioContext (webkit's on older Safari), or null without Web Audio. */
export function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}
