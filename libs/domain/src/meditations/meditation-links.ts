/**
 * Meditation links (02 §2.6): a card opens /meditation/{position}, the 1-based position in the
 * full content list; without access it opens the meditations conversion page.
 */
export function meditationHref(position: number, hasAccess: boolean): string {
  return hasAccess ? `/meditation/${position}` : '/smart-conversion/meditaciones';
}

/** The meditation a /meditation/{id} route names, or null ('Meditación no encontrada'). */
export function meditationAtPosition<T>(list: readonly T[], raw: string | undefined): T | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  return list[Number(raw) - 1] ?? null;
}

export function positionOf<T extends { id: number }>(list: readonly T[], id: number): number | null {
  const index = list.findIndex((m) => m.id === id);
  return index < 0 ? null : index + 1;
}
