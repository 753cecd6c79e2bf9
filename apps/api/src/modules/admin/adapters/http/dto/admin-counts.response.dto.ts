import { ApiInteger } from '../../../../../platform/http/api-schema';
import type { AdminCounts } from '@inhala/domain';

export class AdminCountsDto implements AdminCounts {
  @ApiInteger({ minimum: 0 }) angelMondays!: number;
  @ApiInteger({ minimum: 0 }) oracleCards!: number;
  @ApiInteger({ minimum: 0 }) archangels!: number;
  @ApiInteger({ minimum: 0 }) challenges!: number;
  @ApiInteger({ minimum: 0 }) meditations!: number;
  @ApiInteger({ minimum: 0, description: 'Pending e-mails awaiting action: drafts and scheduled' })
  pendingEmails!: number;
}
