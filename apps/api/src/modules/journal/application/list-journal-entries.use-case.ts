import { Injectable } from '@nestjs/common';
import { JOURNAL_PAGE_SIZE, type JournalEntriesResponse } from '@inhala/domain';
import { JournalEntriesReader } from '../ports/journal-entries.reader.port';

export const JOURNAL_MAX_LIMIT = 50;
/** 100,000 pages of 16 hold more than a lifetime of daily entries. */
export const JOURNAL_MAX_PAGE = 100_000;

@Injectable()
export class ListJournalEntries {
  constructor(private readonly reader: JournalEntriesReader) {}

  execute(ownerId: string, page = 1, limit = JOURNAL_PAGE_SIZE): Promise<JournalEntriesResponse> {
    const size = Math.min(Math.max(1, limit), JOURNAL_MAX_LIMIT);
    return this.reader.page(ownerId, (Math.max(1, page) - 1) * size, size);
  }
}
