const all = ['journal-entries'] as const;
/**
 * The journal list's keys, lifted out of the journal feature because a ritual, a challenge and
 * the journal's own screens all refresh it.
 */
export const journalKeys = { all, page: (page: number) => [...all, page] as const };
