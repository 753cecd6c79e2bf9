import type { AdminCounts } from '@inhala/domain';

export abstract class ContentCounts {
  abstract count(): Promise<AdminCounts>;
}
