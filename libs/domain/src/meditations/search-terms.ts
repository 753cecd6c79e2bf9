import { singleLineMessage } from '../text/control-characters';
import { editDistance } from '../text/edit-distance';
import { foldText } from '../text/fold';

/** The longest search the catalogue takes, in characters. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Why a search cannot be run as typed (too long, a line break or other control character), or undefined. */
export function searchQueryMessage(query: string): string | undefined {
  if (query.length > SEARCH_QUERY_MAX_LENGTH)
    return `La búsqueda no puede superar los ${SEARCH_QUERY_MAX_LENGTH} caracteres`;
  return singleLineMessage(query, 'La búsqueda');
}

/** At most this many words of a search count; the rest are left out. */
const MAX_TERMS = 6;

/**
 * Words that tell no practice from another (every one is a guided meditation) and the little
 * words of a Spanish phrase: 'meditación para dormir' searches for 'dormir'.
 */
const PASS_OVER = new Set([
  'meditacion',
  'meditaciones',
  'meditar',
  'guiada',
  'guiadas',
  'guiado',
  'sesion',
  'practica',
  'ejercicio',
  'minuto',
  'minutos',
  'quiero',
  'necesito',
  'puedo',
  'tengo',
  'estoy',
  'hacer',
  'algo',
  'para',
  'por',
  'con',
  'sin',
  'que',
  'de',
  'del',
  'la',
  'el',
  'las',
  'los',
  'un',
  'una',
  'unos',
  'y',
  'o',
  'a',
  'al',
  'en',
  'mi',
  'me',
  'mas',
  'muy',
  'como',
]);

/**
 * Words people use for the same need, folded (no accents, lower case), the group's main word
 * first (a practice that uses it ranks higher); a phrase is its words in a row. A search for any of them finds the practices that use the others: 'nervios' finds the ones
 * about ansiedad.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['ansiedad', 'ansioso', 'ansiosa', 'nervios', 'nerviosa', 'nervioso', 'angustia', 'inquietud', 'panico'],
  ['dormir', 'sueno', 'insomnio', 'desvelo', 'acostarte', 'dormirte'],
  ['estres', 'estresada', 'estresado', 'agobio', 'agobiada', 'agobiado', 'tension', 'presion'],
  ['relajacion', 'relajar', 'relajarte', 'relajada', 'relajado', 'distension'],
  ['respiracion', 'respirar', 'respira', 'aliento', 'inhalar', 'exhalar'],
  ['gratitud', 'agradecer', 'agradecimiento', 'gracias'],
  ['autocompasion', 'compasion', 'autoestima', 'quererme', 'amabilidad', 'amor propio'],
  ['enfoque', 'concentracion', 'concentrarme', 'foco', 'atencion'],
  ['manana', 'despertar', 'amanecer', 'madrugada'],
  ['principiantes', 'principiante', 'empezar', 'comenzar', 'primeros'],
  ['pausa', 'pausas', 'breve', 'breves', 'corta', 'rapida'],
  ['soltar', 'desapego', 'liberar', 'liberarte'],
  ['tristeza', 'triste', 'duelo', 'pena'],
  ['cuerpo', 'corporal', 'musculos', 'escaneo'],
];

const SYNONYMS_OF = new Map<string, readonly string[]>(
  SEARCH_SYNONYMS.flatMap((group) => group.map((word) => [word, group] as const)),
);

/**
 * One word of a search with the words that mean the same; a practice matches the word when it
 * has any of them. `prefix`: the last word while it is still being typed ('respir' finds
 * 'respiración').
 */
export interface SearchTerm {
  word: string;
  alternatives: readonly string[];
  prefix: boolean;
}

/** The words that count in a search, folded, each with its synonyms (SEARCH_SYNONYMS). */
export function searchTerms(query: string): SearchTerm[] {
  const folded = foldText(query.slice(0, SEARCH_QUERY_MAX_LENGTH));
  const words = folded.split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !PASS_OVER.has(w));
  const unique = [...new Set(words)].slice(0, MAX_TERMS);
  // A search that ends in a letter or digit (no space yet) is still being typed.
  const stillTyping = /[\p{L}\p{N}]$/u.test(query.slice(0, SEARCH_QUERY_MAX_LENGTH));
  return unique.map((word, i) =>
    searchTermFor(word, stillTyping && i === unique.length - 1 && word.length >= 3),
  );
}

/** A folded word as a search term: the word a typo was corrected to, for one. */
export function searchTermFor(word: string, prefix = false): SearchTerm {
  const alternatives = SYNONYMS_OF.get(word);
  return { word, alternatives: alternatives ?? [word], prefix: prefix && !alternatives };
}

/**
 * The catalogue word a typo stands for: of the candidates (the index's most alike first), the
 * fewest edits away, and no more than a third of the word's letters (at least one); else null.
 */
export function correctedWord(word: string, candidates: readonly string[]): string | null {
  const allowed = Math.max(1, Math.floor(word.length / 3));
  let best: { word: string; distance: number } | null = null;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance <= allowed && (!best || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word ?? null;
}

/**
 * How the catalogue writes each of its words, by the folded word ('relajacion' → 'relajación'):
 * the form its texts use most ('esta' stays 'esta' where it outnumbers 'está'), ties by the
 * alphabet. A correction is shown to a person this way, never folded.
 */
export function writtenForms(texts: Iterable<string>): Map<string, string> {
  const uses = new Map<string, Map<string, number>>();
  for (const text of texts) {
    for (const written of text.toLowerCase().split(/[^a-z0-9áéíóúüñ]+/)) {
      if (!written) continue;
      const folded = foldText(written);
      const forms = uses.get(folded) ?? new Map<string, number>();
      forms.set(written, (forms.get(written) ?? 0) + 1);
      uses.set(folded, forms);
    }
  }
  const chosen = new Map<string, string>();
  for (const [folded, forms] of uses) {
    const [best] = [...forms].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    if (best) chosen.set(folded, best[0]);
  }
  return chosen;
}
