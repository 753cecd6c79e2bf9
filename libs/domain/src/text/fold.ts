/**
 * Text as search and uniqueness compare it: accents dropped, lower case, trimmed
 * ('Respiración ' → 'respiracion').
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
