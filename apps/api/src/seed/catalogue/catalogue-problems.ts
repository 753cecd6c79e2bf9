import { foldText, scriptMessage } from '@inhala/domain';
import {
  CATALOGUE_CATEGORIES,
  INTENTIONS,
  MEDITATIONS_PER_CATEGORY,
  type CatalogueEntry,
} from './catalogue-entry';

/**
 * What a person would notice is wrong with the demo catalogue, as sentences; none means it holds.
 * The guided session speaks each step with the device's voice, so a step must fit before the
 * next one starts, and a long silence must be meant (only sleep practices keep them).
 */

/** Words a Spanish system voice says per second at the session's slightly slow rate. */
export const SPOKEN_WORDS_PER_SECOND = 2.2;
const MAX_SILENCE_SECONDS = 150;
const MAX_SLEEP_SILENCE_SECONDS = 240;
const MIN_WORDS_PER_MINUTE = 35;

/**
 * Words that would address the listener as a woman or as a man; the app speaks to everyone.
 * Feminine forms are never about anything else here; masculine ones only where they cannot
 * describe a thing ('un lugar cómodo' is fine, 'sentado' is not).
 */
const GENDERED =
  /\b(c[oó]moda|tranquila|relajada|sentad[ao]s?|acostad[ao]s?|recostad[ao]s?|tumbad[ao]s?|(?<!la )bienvenid[ao]s?|agradecid[ao]s?|querid[ao]s?|cansad[ao]s?|segura de ti|(ti|contigo) mism[ao]s?)\b/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const count = (text: string, char: string) => text.split(char).length - 1;

/** What a reader would notice in one text: stray spaces, unpaired ¿? ¡!, a gendered listener. */
export function textProblems(where: string, text: string): string[] {
  const out: string[] = [];
  if (text !== text.trim() || /\s{2,}/.test(text)) out.push(`${where}: espacios de más`);
  if (count(text, '¿') !== count(text, '?')) out.push(`${where}: '¿' y '?' no se corresponden`);
  if (count(text, '¡') !== count(text, '!')) out.push(`${where}: '¡' y '!' no se corresponden`);
  const gendered = GENDERED.exec(text);
  if (gendered) out.push(`${where}: «${gendered[0]}» da un género a quien escucha`);
  return out;
}

export function entryProblems(entry: CatalogueEntry): string[] {
  const at = `«${entry.name}»`;
  const out: string[] = [];
  const total = entry.minutes * 60;
  if (entry.name.length < 3 || entry.name.length > 40)
    out.push(`${at}: el título debe tener 3–40 caracteres`);
  if (/en movimiento$/i.test(entry.name)) out.push(`${at}: título de relleno`);
  if (entry.description.length < 60 || entry.description.length > 220)
    out.push(`${at}: la descripción debe tener 60–220 caracteres (tiene ${entry.description.length})`);
  if (!/[.!?]$/.test(entry.description)) out.push(`${at}: la descripción debe terminar en punto`);
  if (!CATALOGUE_CATEGORIES.some((c) => c.name === entry.category)) out.push(`${at}: categoría desconocida`);
  if (
    entry.keywords.length < 1 ||
    entry.keywords.length > 3 ||
    new Set(entry.keywords).size !== entry.keywords.length
  )
    out.push(`${at}: de 1 a 3 intenciones distintas`);
  for (const k of entry.keywords)
    if (!(INTENTIONS as readonly string[]).includes(k)) out.push(`${at}: intención desconocida «${k}»`);
  if (entry.type !== 'Pasiva' && entry.type !== 'Activa') out.push(`${at}: tipo desconocido`);
  if (!Number.isInteger(entry.minutes) || entry.minutes < 2 || entry.minutes > 45)
    out.push(`${at}: los minutos deben ser un entero de 2 a 45`);
  if (
    entry.journalPrompt.length < 20 ||
    entry.journalPrompt.length > 200 ||
    !/[.?]$/.test(entry.journalPrompt)
  )
    out.push(`${at}: la pregunta de reflexión debe tener 20–200 caracteres y terminar en '?' o '.'`);
  out.push(...textProblems(`${at} descripción`, entry.description));
  out.push(...textProblems(`${at} reflexión`, entry.journalPrompt));

  const steps = entry.script;
  // The editor's and the API's rule first: what an admin could not save, the seed does not write.
  const shape = scriptMessage(steps, total);
  if (shape) out.push(`${at}: ${shape}`);
  const minSteps = 5 + Math.floor(entry.minutes / 2);
  if (steps.length < minSteps)
    out.push(`${at}: el guion necesita al menos ${minSteps} pasos (tiene ${steps.length})`);
  if (steps[0]?.at !== 0) out.push(`${at}: el primer paso empieza en el segundo 0`);
  const last = steps.at(-1);
  if (last && (last.at < total - 90 || last.at > total - 10))
    out.push(`${at}: el cierre debe empezar entre ${total - 90} y ${total - 10} s (empieza en ${last.at})`);
  const silenceCap = entry.category === 'Sueño' ? MAX_SLEEP_SILENCE_SECONDS : MAX_SILENCE_SECONDS;
  steps.forEach((step, i) => {
    const where = `${at} paso ${i + 1} (${step.at} s)`;
    if (!Number.isInteger(step.at) || step.at < 0) out.push(`${where}: el segundo debe ser un entero`);
    if (i > 0 && step.at <= steps[i - 1]!.at) out.push(`${where}: los pasos van en orden creciente`);
    if (step.text.length < 15 || step.text.length > 450) out.push(`${where}: 15–450 caracteres`);
    out.push(...textProblems(where, step.text));
    const gap = (steps[i + 1]?.at ?? total) - step.at;
    const speaking = words(step.text) / SPOKEN_WORDS_PER_SECOND;
    if (speaking > gap)
      out.push(`${where}: decirlo lleva ~${Math.ceil(speaking)} s y el siguiente paso llega a los ${gap} s`);
    else if (gap - speaking > silenceCap)
      out.push(`${where}: ${Math.round(gap - speaking)} s de silencio después (máximo ${silenceCap})`);
  });
  const spoken = steps.reduce((sum, s) => sum + words(s.text), 0);
  if (spoken < MIN_WORDS_PER_MINUTE * entry.minutes)
    out.push(
      `${at}: el guion tiene ${spoken} palabras; para ${entry.minutes} min hacen falta ${MIN_WORDS_PER_MINUTE * entry.minutes}`,
    );
  return out;
}

function duplicates(
  entries: readonly CatalogueEntry[],
  what: string,
  key: (e: CatalogueEntry) => string,
): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const entry of entries) {
    const k = foldText(key(entry));
    const first = seen.get(k);
    if (first) out.push(`«${entry.name}» repite ${what} de «${first}»`);
    else seen.set(k, entry.name);
  }
  return out;
}

/** The problems of one category's meditations (what a writer checks while writing it). */
export function categoryProblems(name: string, entries: readonly CatalogueEntry[]): string[] {
  const own = entries.filter((e) => e.category === name);
  const out = own.flatMap(entryProblems);
  if (own.length !== MEDITATIONS_PER_CATEGORY)
    out.push(`${name}: tiene ${own.length} meditaciones; deben ser ${MEDITATIONS_PER_CATEGORY}`);
  if (own.filter((e) => e.type === 'Activa').length < 2) out.push(`${name}: al menos 2 deben ser 'Activa'`);
  return out;
}

/** The whole catalogue: every category, nothing repeated, every ritual choice with a match. */
export function catalogueProblems(entries: readonly CatalogueEntry[]): string[] {
  const out = CATALOGUE_CATEGORIES.flatMap((c) => categoryProblems(c.name, entries));
  out.push(...duplicates(entries, 'el título', (e) => e.name));
  out.push(...duplicates(entries, 'la descripción', (e) => e.description));
  out.push(...duplicates(entries, 'la pregunta de reflexión', (e) => e.journalPrompt));
  for (const intention of INTENTIONS) {
    const withIt = entries.filter((e) => e.keywords.includes(intention));
    if (withIt.length < 8) out.push(`«${intention}»: solo ${withIt.length} meditaciones (mínimo 8)`);
    for (const type of ['Pasiva', 'Activa'] as const)
      if (!withIt.some((e) => e.type === type)) out.push(`«${intention}»: ninguna ${type}`);
    for (const minutes of [5, 10, 15, 20])
      if (!withIt.some((e) => (minutes === 20 ? e.minutes >= 20 : e.minutes === minutes)))
        out.push(`«${intention}»: ninguna de ${minutes === 20 ? '20 o más' : minutes} minutos`);
  }
  return out;
}
