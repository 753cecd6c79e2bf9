import { Controller, Get } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiInteger } from '../../../../platform/http/api-schema';
import type { AdminCounts } from '@inhala/domain';
import { GetAdminCounts } from '../../application/get-admin-counts.use-case';
import { Authenticated } from '../../../../platform/http/session';

class AdminCountsDto implements AdminCounts {
  @ApiInteger({ minimum: 0 }) angelMondays!: number;
  @ApiInteger({ minimum: 0 }) oracleCards!: number;
  @ApiInteger({ minimum: 0 }) archangels!: number;
  @ApiInteger({ minimum: 0 }) challenges!: number;
  @ApiInteger({ minimum: 0 }) meditations!: number;
}

@ApiTags('admin')
@Authenticated({ roles: ['admin'] })
@ApiForbiddenResponse({ description: 'Only admins' })
@Controller('api/admin')
export class AdminController {
  constructor(private readonly counts: GetAdminCounts) {}

  @Get('counts')
  @ApiOkResponse({ type: AdminCountsDto })
  getCounts(): Promise<AdminCounts> {
    return this.counts.execute();
  }
}
