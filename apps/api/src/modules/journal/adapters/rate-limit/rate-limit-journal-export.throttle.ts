import { Injectable } from '@nestjs/common';
import { JOURNAL_EXPORT } from '@inhala/domain';
import { RateLimitStore } from '../../../../platform/rate-limit/rate-limit.store';
import { JournalExportThrottle } from '../../ports/journal-export.throttle.port';

/** Exports per person as a rate-limit bucket in PostgreSQL, so the limit holds across processes. */
@Injectable()
export class RateLimitJournalExportThrottle extends JournalExportThrottle {
  constructor(private readonly store: RateLimitStore) {
    super();
  }

  async count(userId: string): Promise<{ exports: number; resetAt: Date }> {
    const bucket = await this.store.hit(`journal-export:${userId}`, JOURNAL_EXPORT.windowMs);
    return { exports: bucket.hits, resetAt: bucket.resetAt };
  }
}
