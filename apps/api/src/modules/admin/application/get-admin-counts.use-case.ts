import { Injectable } from '@nestjs/common';
import type { AdminCounts } from '@inhala/domain';
import { ContentCounts } from '../ports/content-counts.port';

@Injectable()
export class GetAdminCounts {
  constructor(private readonly counts: ContentCounts) {}

  execute(): Promise<AdminCounts> {
    return this.counts.count();
  }
}
