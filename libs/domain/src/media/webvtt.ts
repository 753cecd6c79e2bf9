/**
 * WebVTT captions (W3C WebVTT, the format of an HTML <track>), the part Inhala needs: a header
 * 'WEBVTT', then cues — an optional identifier line, a timing line 'start --> end [settings]',
 * the cue's text — with NOTE, STYLE and REGION blocks allowed and ignored. A recording's text
 * alternative (WCAG 2.1 AA 1.2.1) comes from its transcript or, when only captions exist, from
 * these cues. One parser for the editor, the API and the seed.
 */

/** One caption: seconds from the start (millisecond precision) and its text without markup. */
export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

export const CAPTIONS_LIMITS = {
  /** Characters of a whole file: hours of speech fit; a megabyte of text does not. */
  characters: 200_000,
  cues: 3_000,
  /** Characters of one cue's text. */
  cueText: 1_000,
  /** The latest time a cue may end at: a day, as long as any file the CMS takes. */
  seconds: 86_400,
} as const;

export const CAPTIONS_MESSAGES = {
  invalidAt: (line: number, why: string) =>
    `Los subtítulos no tienen un formato WebVTT válido (línea ${line}): ${why}.`,
  header: 'la primera línea debe ser «WEBVTT»',
  timing: 'el tiempo debe escribirse como «00:01.000 --> 00:04.500»',
  endBeforeStart: 'el final de la frase debe ir después de su comienzo',
  startBeforePrevious: 'una frase no puede empezar antes que la anterior',
  tooLate: 'el tiempo pasa de las 24 horas',
  textRequired: 'falta el texto de la frase',
  arrowInText: 'el texto de una frase no puede llevar «-->»',
  cueTooLong: `cada frase admite como mucho ${CAPTIONS_LIMITS.cueText} caracteres`,
  noCues: 'Los subtítulos no tienen ninguna frase con su tiempo.',
  tooManyCues: `Los subtítulos admiten como mucho ${CAPTIONS_LIMITS.cues} frases.`,
  tooLong: `Los subtítulos admiten como mucho ${CAPTIONS_LIMITS.characters.toLocaleString('es-ES')} caracteres.`,
} as const;

export type CaptionsParse = { cues: CaptionCue[]; error?: undefined } | { cues?: undefined; error: string };

const HEADER = /^\uFEFF?WEBVTT(?:[ \t].*)?$/;
// (hh:)mm:ss.ttt: hours of two digits or more, minutes and seconds 00-59, three decimals.
const TIME = '(?:(\\d{2,}):)?([0-5]\\d):([0-5]\\d)\\.(\\d{3})';
const LOOKS_TIMED = /^\s*\d{1,}:\d{2}/;
const TIMING = new RegExp(`^${TIME}[ \\t]+-->[ \\t]+${TIME}(?:[ \\t].*)?$`);

function seconds(h: string | undefined, m: string, s: string, ms: string): number {
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
  quot: '"',
  apos: "'",
};

/**
 * A cue's text as a person reads it: voice, class and timestamp tags taken out (`<v Guía>`,
 * `<i>`, `<00:05.000>`), the entities WebVTT knows put back, lines joined by a space. The same
 * for the text a browser's cue reports, so a cue playing can be found in the transcript.
 */
export function cuePlainText(raw: string): string {
  return raw
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The captions as cues, or the first problem as one Spanish sentence naming its line. Line
 * endings may be LF, CRLF or CR; a cue starts no earlier than the one before it (the format's
 * own rule) and ends after it starts.
 */
export function parseWebVtt(source: string): CaptionsParse {
  const M = CAPTIONS_MESSAGES;
  if (source.length > CAPTIONS_LIMITS.characters) return { error: M.tooLong };
  const lines = source.split(/\r\n|\r|\n/);
  if (!HEADER.test(lines[0] ?? '')) return { error: M.invalidAt(1, M.header) };
  const cues: CaptionCue[] = [];
  let i = 1;
  // The header's own lines run to the first blank line.
  while (i < lines.length && lines[i]!.trim() !== '') i += 1;
  while (i < lines.length) {
    while (i < lines.length && lines[i]!.trim() === '') i += 1;
    if (i >= lines.length) break;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '') block.push(lines[i++]!);
    const first = block[0]!;
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first) && !first.includes('-->')) continue;
    // An identifier line comes before the timing when the first line has no arrow; a first line
    // that starts with a time is a timing written wrong, and is named as such.
    const timingIndex = first.includes('-->') || LOOKS_TIMED.test(first) ? 0 : 1;
    const timingLine = block[timingIndex];
    const lineNumber = blockStart + timingIndex + 1;
    const match = timingLine === undefined ? null : TIMING.exec(timingLine.trim());
    if (!match) return { error: M.invalidAt(lineNumber, M.timing) };
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = match;
    const start = seconds(h1, m1!, s1!, ms1!);
    const end = seconds(h2, m2!, s2!, ms2!);
    if (end <= start) return { error: M.invalidAt(lineNumber, M.endBeforeStart) };
    if (end > CAPTIONS_LIMITS.seconds) return { error: M.invalidAt(lineNumber, M.tooLate) };
    const previous = cues.at(-1);
    if (previous && start < previous.start) return { error: M.invalidAt(lineNumber, M.startBeforePrevious) };
    const payload = block.slice(timingIndex + 1);
    const arrow = payload.findIndex((l) => l.includes('-->'));
    if (arrow >= 0) return { error: M.invalidAt(lineNumber + 1 + arrow, M.arrowInText) };
    const text = cuePlainText(payload.join('\n'));
    if (!text) return { error: M.invalidAt(lineNumber, M.textRequired) };
    if (text.length > CAPTIONS_LIMITS.cueText) return { error: M.invalidAt(lineNumber + 1, M.cueTooLong) };
    cues.push({ start, end, text });
    if (cues.length > CAPTIONS_LIMITS.cues) return { error: M.tooManyCues };
  }
  if (cues.length === 0) return { error: M.noCues };
  return { cues };
}

/** '00:01:05.250' for 65.25 seconds: hours always written, so every player reads it. */
export function formatVttTime(totalSeconds: number): string {
  const ms = Math.max(0, Math.round(totalSeconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Text as a cue's payload that reads back as itself: markup characters escaped, lines kept. */
function escapeCueText(text: string): string {
  return text.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Cues as a WebVTT file that parseWebVtt reads back as the same cues. */
export function toWebVtt(cues: readonly CaptionCue[]): string {
  const blocks = cues.map(
    (cue) => `${formatVttTime(cue.start)} --> ${formatVttTime(cue.end)}\n${escapeCueText(cue.text)}`,
  );
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}

/** A plain transcript read from the cues: one paragraph per cue, in order. */
export function transcriptFromCues(cues: readonly CaptionCue[]): string {
  return cues.map((cue) => cue.text).join('\n\n');
}
