/**
 * '¿Qué te trae a Inhala?': what a new person comes for, asked once after registering (several
 * allowed, skippable, changeable on the profile). Each answer points at the catalogue's categories
 * and intentions that serve it, and gives 'Para ti' the reason it shows.
 */
export const INTENT_KEYS = ['dormir', 'ansiedad', 'estres', 'enfoque', 'quererme', 'empezar'] as const;
export type IntentKey = (typeof INTENT_KEYS)[number];

export interface Intent {
  key: IntentKey;
  /** The choice as the question offers it. */
  label: string;
  /** What 'Para ti' says under a meditation chosen for this answer. */
  reason: string;
  /** What it is for, after 'meditaciones para': 'dormir mejor'. */
  need: string;
  /** Category names (accent- and case-blind), the closest first. */
  categories: readonly string[];
  /** Intentions (the catalogue's keywords) that make a meditation of those categories fit better. */
  keywords: readonly string[];
  /** The categories are a path of steps: offered in order, from the first not yet done. */
  inOrder?: boolean;
}

export const INTENTS: readonly Intent[] = [
  {
    key: 'dormir',
    label: 'Dormir mejor',
    need: 'dormir mejor',
    reason: 'Porque quieres dormir mejor',
    categories: ['Sueño', 'Relajación corporal'],
    keywords: ['Descanso'],
  },
  {
    key: 'ansiedad',
    label: 'Calmar la ansiedad',
    need: 'calmar la ansiedad',
    reason: 'Porque quieres calmar la ansiedad',
    categories: ['Ansiedad', 'Respiración', 'Calma'],
    keywords: ['Calma'],
  },
  {
    key: 'estres',
    label: 'Manejar el estrés',
    need: 'manejar el estrés',
    reason: 'Porque quieres manejar el estrés',
    categories: ['Estrés', 'Pausas breves', 'Soltar'],
    keywords: ['Calma', 'Claridad'],
  },
  {
    key: 'enfoque',
    label: 'Enfocarme',
    need: 'enfocarte',
    reason: 'Porque quieres enfocarte',
    categories: ['Enfoque', 'Mañana'],
    keywords: ['Claridad', 'Energía'],
  },
  {
    key: 'quererme',
    label: 'Quererme más',
    need: 'quererte más',
    reason: 'Porque quieres quererte más',
    categories: ['Amor Propio', 'Sanación', 'Gratitud'],
    keywords: ['Amor propio', 'Perdón'],
  },
  {
    key: 'empezar',
    label: 'Empezar a meditar',
    need: 'empezar a meditar',
    reason: 'Para empezar a meditar',
    categories: ['Principiantes', 'Pausas breves'],
    keywords: [],
    inOrder: true,
  },
];

export const INTENT_TEXTS = {
  question: '¿Qué te trae a Inhala?',
  hint: 'Elige todo lo que quieras. Con tus respuestas elegimos meditaciones para ti, y puedes cambiarlas cuando quieras en tu perfil.',
  invalid: 'Elige entre las opciones de «¿Qué te trae a Inhala?».',
} as const;

/** How long after registering the question is still asked of someone who has not answered. */
export const INTENT_QUESTION_DAYS = 7;

export const isIntentKey = (value: unknown): value is IntentKey =>
  typeof value === 'string' && (INTENT_KEYS as readonly string[]).includes(value);

export const intentOf = (key: IntentKey): Intent => INTENTS.find((i) => i.key === key) as Intent;

/** The Spanish message for answers the server would refuse, or null (an empty list is a skip). */
export function intentsMessage(input: unknown): string | null {
  if (!Array.isArray(input) || input.length > INTENT_KEYS.length) return INTENT_TEXTS.invalid;
  return input.every(isIntentKey) ? null : INTENT_TEXTS.invalid;
}

/** The answers in the question's order, each once. */
export function normalizedIntents(keys: readonly IntentKey[]): IntentKey[] {
  return INTENT_KEYS.filter((key) => keys.includes(key));
}

/**
 * The question is asked on the first visits after registering, until it is answered or skipped
 * (skipping is an answer with nothing chosen); an account older than a week is never interrupted.
 */
export function shouldAskIntents(answered: boolean, accountCreatedAt: string, now: Date): boolean {
  if (answered) return false;
  const created = Date.parse(accountCreatedAt);
  if (Number.isNaN(created)) return false;
  return now.getTime() - created < INTENT_QUESTION_DAYS * 24 * 60 * 60 * 1000;
}

/** The answers as what they are for, in Spanish: 'dormir mejor, enfocarte y empezar a meditar'. */
export function intentNeeds(keys: readonly IntentKey[]): string {
  const needs = INTENTS.filter((i) => keys.includes(i.key)).map((i) => i.need);
  return needs.length > 1 ? `${needs.slice(0, -1).join(', ')} y ${needs.at(-1)}` : (needs[0] ?? '');
}
