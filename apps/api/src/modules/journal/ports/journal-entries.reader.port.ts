import type { JournalEntriesResponse } from '@inhala/domain';

/**
 * The merged, newest-first journal of one person, paginated by the database. Ritual and
 * challenge reflections join the morning pages as their features land.
 */
export abstract class JournalEntriesReader {
  abstract page(ownerId: string, offset: number, limit: number): Promise<JournalEntriesResponse>;
}
