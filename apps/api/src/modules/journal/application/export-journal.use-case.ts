import { Injectable } from '@nestjs/common';
import {
  DomainError,
  JOURNAL_EXPORT,
  JOURNAL_EXPORT_TEXTS,
  RetryLaterError,
  exportFileName,
  exportRangeText,
  isValidTimeZone,
  practiceDayOf,
  parseExportRange,
  type JournalExportEntry,
  type JournalExportFormat,
  type JournalExportRange,
  type UserView,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { JournalExportSource } from '../ports/journal-export.source.port';
import { JournalExportThrottle } from '../ports/journal-export.throttle.port';

export interface JournalExportRequest {
  from?: string;
  to?: string;
  format: JournalExportFormat;
}

/** Everything the writer needs, decided before the first byte is sent; the entries are read as written. */
export interface JournalExportPlan {
  format: JournalExportFormat;
  range: JournalExportRange;
  rangeText: string;
  fileName: string;
  /** Counted before streaming, for the progress indicator. */
  entries: number;
  batches: AsyncIterable<JournalExportEntry[]>;
}

/**
 * 'Exportar mi diario' (issue 19): the person's own entries between two of their days. A bad
 * range is refused before it is counted against the limit; the limit is per person.
 */
@Injectable()
export class ExportJournal {
  constructor(
    private readonly source: JournalExportSource,
    private readonly throttle: JournalExportThrottle,
    private readonly clock: Clock,
  ) {}

  async prepare(user: UserView, request: JournalExportRequest): Promise<JournalExportPlan> {
    const parsed = parseExportRange(request.from, request.to);
    if ('error' in parsed) throw new DomainError('VALIDATION.FAILED', parsed.error);
    const { range } = parsed;
    const now = this.clock.now();
    const { exports, resetAt } = await this.throttle.count(user.id);
    if (exports > JOURNAL_EXPORT.limit)
      throw new RetryLaterError('RATE_LIMITED', resetAt, now, JOURNAL_EXPORT_TEXTS.tooMany);
    const timeZone = isValidTimeZone(user.timezone) ? user.timezone : 'UTC';
    return {
      format: request.format,
      range,
      rangeText: exportRangeText(range),
      fileName: exportFileName(range, practiceDayOf(now, user), request.format),
      entries: await this.source.count(user.id, range, timeZone),
      batches: this.source.batches(user.id, range, timeZone, JOURNAL_EXPORT.batchSize),
    };
  }
}
