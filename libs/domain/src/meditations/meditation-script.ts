import type { GuidanceStep } from '../practice/guided-session';

/**
 * A meditation's script: what the guide says, each step at its second of the session. The
 * guided session speaks and shows it; the admin writes it as text, one step per line, the time
 * first ('1:30 Lleva la atención a tu respiración.'). One rule for the editor, the API and the seed.
 */

export const SCRIPT_LIMITS = {
  steps: 150,
  /** Characters in one step. */
  text: 600,
} as const;

export const SCRIPT_MESSAGES = {
  notAList: 'El guion debe ser una lista de pasos.',
  tooManySteps: `El guion admite como mucho ${SCRIPT_LIMITS.steps} pasos.`,
  firstAtZero: 'El primer paso del guion empieza en 0:00.',
  line: (n: number) => `Línea ${n}`,
  step: (n: number) => `Paso ${n}`,
  timeFirst: 'empieza con el minuto y el segundo, como «1:30 Respira hondo.»',
  secondsOver59: 'los segundos van de 00 a 59, como en «1:30»',
  stepShape: 'cada paso lleva su segundo (un entero desde 0) y su texto',
  textRequired: 'falta el texto después del tiempo',
  textTooLong: `el texto admite como mucho ${SCRIPT_LIMITS.text} caracteres`,
  notAfterPrevious: 'el tiempo debe ser mayor que el de la línea anterior',
  beyondEnd: (duration: string) => `el tiempo pasa de la duración de la meditación (${duration})`,
} as const;

/** '1:05' for 65 seconds; '12:00' for 720. */
export function formatScriptTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The script as the editor shows it: one line per step, the time first. */
export function formatScript(steps: readonly GuidanceStep[]): string {
  return steps.map((step) => `${formatScriptTime(step.at)} ${step.text}`).join('\n');
}

const LINE = /^(\d{1,3}):([0-5]\d)(?:\s+(.*))?$/;

/** What is wrong with one step after `previous`, in a session of `totalSeconds` (0: unknown). */
function stepProblem(step: GuidanceStep, previous: GuidanceStep | undefined, totalSeconds: number) {
  const M = SCRIPT_MESSAGES;
  const text = step.text.trim();
  if (!text) return M.textRequired;
  if (text.length > SCRIPT_LIMITS.text) return M.textTooLong;
  if (previous && step.at <= previous.at) return M.notAfterPrevious;
  if (totalSeconds > 0 && step.at >= totalSeconds) return M.beyondEnd(formatScriptTime(totalSeconds));
  return undefined;
}

export type ScriptParse = { steps: GuidanceStep[]; error?: undefined } | { steps?: undefined; error: string };

/**
 * The editor's text as steps, or the first problem as a Spanish sentence naming its line. Blank
 * lines are skipped; `totalSeconds` (0 when unknown) bounds the times.
 */
export function parseScript(text: string, totalSeconds = 0): ScriptParse {
  const M = SCRIPT_MESSAGES;
  const steps: GuidanceStep[] = [];
  const lines = text.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const match = LINE.exec(line);
    if (!match)
      return { error: `${M.line(i + 1)}: ${/^\d{1,3}:\d{2}\b/.test(line) ? M.secondsOver59 : M.timeFirst}` };
    const step = { at: Number(match[1]) * 60 + Number(match[2]), text: (match[3] ?? '').trim() };
    const problem = stepProblem(step, steps.at(-1), totalSeconds);
    if (problem) return { error: `${M.line(i + 1)}: ${problem}` };
    steps.push(step);
  }
  if (steps.length > SCRIPT_LIMITS.steps) return { error: M.tooManySteps };
  if (steps.length > 0 && steps[0]!.at !== 0) return { error: M.firstAtZero };
  return { steps };
}

/** The API's check of a script sent as JSON: undefined when it holds, else what is wrong. */
export function scriptMessage(steps: unknown, totalSeconds = 0): string | undefined {
  const M = SCRIPT_MESSAGES;
  if (!Array.isArray(steps)) return M.notAList;
  if (steps.length > SCRIPT_LIMITS.steps) return M.tooManySteps;
  let previous: GuidanceStep | undefined;
  for (const [i, step] of steps.entries()) {
    const shaped =
      step !== null &&
      typeof step === 'object' &&
      Number.isInteger((step as GuidanceStep).at) &&
      (step as GuidanceStep).at >= 0 &&
      typeof (step as GuidanceStep).text === 'string';
    if (!shaped) return `${M.step(i + 1)}: ${M.stepShape}`;
    const problem = stepProblem(step as GuidanceStep, previous, totalSeconds);
    if (problem) return `${M.step(i + 1)}: ${problem}`;
    previous = step as GuidanceStep;
  }
  if (steps.length > 0 && (steps[0] as GuidanceStep).at !== 0) return M.firstAtZero;
  return undefined;
}
