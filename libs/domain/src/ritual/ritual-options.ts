/** The wizard's choices (02 §2.2, §9). */
export const RITUAL_STYLES = ['Pasiva', 'Activa'] as const;
export type RitualStyle = (typeof RITUAL_STYLES)[number];

export const RITUAL_STYLE_DETAILS: Record<RitualStyle, string> = {
  Pasiva: 'Sentada, acostada, en la ducha, enraizamiento, yoga',
  Activa: 'Caminando, escribiendo, cantando, en el auto, tapping',
};

export interface DurationOption {
  minutes: number;
  title: string;
  label: string;
}

export const RITUAL_DURATIONS: readonly DurationOption[] = [
  { minutes: 5, title: '5 minutos', label: 'Perfecto para empezar' },
  { minutes: 10, title: '10 minutos', label: 'Balance ideal' },
  { minutes: 15, title: '15 minutos', label: 'Sesión profunda' },
  { minutes: 20, title: '20 minutos', label: 'Inmersión completa' },
  { minutes: 25, title: '20 minutos +', label: 'Para profundizar sin prisa' },
];

/** The longest duration a ritual may ask for (minutes); the wizard offers up to '20 minutos +'. */
export const RITUAL_MAX_DURATION = 180;

export const RITUAL_STEPS = ['Intención', 'Tiempo', 'Estilo'] as const;
export const RITUAL_AUTO_ADVANCE_MS = 300;
export const RITUAL_MIN_CREATION_MS = 5000;
export const RITUAL_VERIFY_REDIRECT_MS = 2000;
export const RITUAL_BREATH_TOGGLE_MS = 2000;

export interface RitualChoice {
  intention: string;
  duration: number;
  style: string;
}

/** 02 §4.1: a step is complete when its value is set. */
export function completedSteps(choice: Partial<RitualChoice>): [boolean, boolean, boolean] {
  return [
    Boolean(choice.intention && choice.intention.length > 0),
    (choice.duration ?? 0) > 0,
    Boolean(choice.style && choice.style.length > 0),
  ];
}

/** 02 §5: the messages of the ritual form, first failing rule only. */
export function ritualChoiceError(choice: Partial<RitualChoice>): string | null {
  if (typeof choice.intention !== 'string' || choice.intention.trim().length < 1)
    return 'Selecciona una intención';
  if (typeof choice.duration !== 'number' || !Number.isFinite(choice.duration) || choice.duration < 1)
    return 'Selecciona una duración';
  if (typeof choice.style !== 'string' || choice.style.trim().length < 1) return 'Selecciona un estilo';
  return null;
}

/** Step 1 lists the intention keywords with the one about 'universo' always last (02 §2.2). */
export function orderIntentions<T extends { name: string }>(keywords: readonly T[]): T[] {
  const universe = (k: T) => k.name.toLowerCase().includes('universo');
  return [...keywords.filter((k) => !universe(k)), ...keywords.filter(universe)];
}

export const isUniverseIntention = (name: string): boolean => name.toLowerCase().includes('universo');

/** 'conexión con el universo' → 'Conexión con el universo'. */
export const capitalise = (text: string): string =>
  text ? text.charAt(0).toLocaleUpperCase('es') + text.slice(1) : text;
