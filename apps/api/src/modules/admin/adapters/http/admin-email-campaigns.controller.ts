import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminPage, EmailCampaignDto, EmailLogDto } from '@inhala/domain';
import { ReadEmailCampaigns } from '../../../email';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { IdParams } from '../../../../platform/http/id-param';
import { Authenticated } from '../../../../platform/http/session';
import {
  CampaignQueryDto,
  EmailCampaignPageDto,
  EmailCampaignResponseDto,
  EmailLogPageDto,
  EmailLogQueryDto,
} from './dto/email.dto';

/**
 * /admin/emails (Campañas, Registro): each send of an announcement with its figures from the send
 * ledger, and the log of every mail, for admins only. Nothing here writes.
 */
@ApiTags('admin')
@Authenticated({ roles: ['admin'] })
@ApiForbiddenResponse({ description: 'Only admins' })
@Controller('api/admin')
export class AdminEmailCampaignsController {
  constructor(private readonly campaigns: ReadEmailCampaigns) {}

  @Get('email-campaigns')
  @ApiOkResponse({ type: EmailCampaignPageDto, description: 'Newest due first; searched in names' })
  list(@Query() query: CampaignQueryDto): Promise<AdminPage<EmailCampaignDto>> {
    return this.campaigns.list(query);
  }

  @Get('email-campaigns/:id')
  @ApiOkResponse({ type: EmailCampaignResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'ADMIN.NOT_FOUND' })
  get(@Param() { id }: IdParams): Promise<EmailCampaignDto> {
    return this.campaigns.get(id);
  }

  @Get('email-logs')
  @ApiOkResponse({
    type: EmailLogPageDto,
    description: 'Newest first; searched in addresses, templates and types',
  })
  logs(@Query() query: EmailLogQueryDto): Promise<AdminPage<EmailLogDto>> {
    return this.campaigns.logs(query);
  }
}
