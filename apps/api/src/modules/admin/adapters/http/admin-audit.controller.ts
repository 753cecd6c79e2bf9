import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminPage, AuditEntryView } from '@inhala/domain';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { Authenticated } from '../../../../platform/http/session';
import { SearchAuditLog } from '../../application/search-audit-log.use-case';
import { AuditEntryPageDto, AuditQueryDto } from './dto/audit.dto';

/** /admin/audit: every admin change, who made it, from where, and the item before and after. */
@ApiTags('admin')
@Authenticated({ roles: ['admin'] })
@ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Only admins' })
@Controller('api/admin/audit')
export class AdminAuditController {
  constructor(private readonly search: SearchAuditLog) {}

  @Get()
  @ApiOkResponse({ type: AuditEntryPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A Spanish validation message' })
  list(@Query() query: AuditQueryDto): Promise<AdminPage<AuditEntryView>> {
    return this.search.execute(query);
  }
}
