import { Controller, Get } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { AdminCounts } from '@inhala/domain';
import { Authenticated } from '../../../accounts/adapters/http/session.guard';
import { GetAdminCounts } from '../../application/get-admin-counts.use-case';

class AdminCountsDto implements AdminCounts {
  @ApiProperty() angelMondays!: number;
  @ApiProperty() oracleCards!: number;
  @ApiProperty() archangels!: number;
  @ApiProperty() challenges!: number;
  @ApiProperty() meditations!: number;
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
