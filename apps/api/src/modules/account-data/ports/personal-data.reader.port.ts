/**
 * One file of 'Descargar mis datos': a JSON value read in batches, so a person with years of
 * entries is exported without holding them all in memory.
 * - `list`: a JSON array of the rows;
 * - `record`: the first row as a JSON object (null when there is none);
 * - `groups`: a JSON object whose keys each hold an array.
 */
export type PersonalDataContent =
  | { shape: 'list'; rows: () => AsyncIterable<unknown> }
  | { shape: 'record'; rows: () => AsyncIterable<unknown> }
  | { shape: 'groups'; groups: ReadonlyArray<{ key: string; rows: () => AsyncIterable<unknown> }> };

export interface PersonalDataSection {
  /** The file's name in the ZIP, e.g. 'rituales.json'. */
  file: string;
  /** What the file holds, in Spanish, for LEEME.txt. */
  description: string;
  content: PersonalDataContent;
}

/**
 * Everything stored about one person, across every context, as the files of their data export.
 * Secrets (password hash, session tokens, reset codes, provider ids) are never part of it.
 */
export abstract class PersonalDataReader {
  abstract sectionsOf(userId: string): PersonalDataSection[];
}
