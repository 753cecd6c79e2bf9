import type { JournalExportEntry, JournalExportRange } from '@inhala/domain';

/**
 * The person's journal as the export reads it: oldest first (their day, then when written, then
 * type and id), in batches of at most `batchSize` entries, each read when the writer asks for it.
 */
export abstract class JournalExportSource {
  abstract count(ownerId: string, range: JournalExportRange, timeZone: string): Promise<number>;
  abstract batches(
    ownerId: string,
    range: JournalExportRange,
    timeZone: string,
    batchSize: number,
  ): AsyncIterable<JournalExportEntry[]>;
}
