import { Controller, Get } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminCounts } from '@inhala/domain';
import { GetAdminCounts } from '../../application/get-admin-counts.use-case';
import { Authenticated } from '../../../../platform/http/session';
import { AdminCountsDto } from './dto/admin-counts.response.dto';

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
