/**
 * A count and its noun in Spanish: singular only for exactly one ('1 meditación', '0 meditaciones',
 * '2 días'). The plural is given, not derived: Spanish plurals are not one suffix (día → días,
 * reto → retos, meditación → meditaciones, mes → meses).
 */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
