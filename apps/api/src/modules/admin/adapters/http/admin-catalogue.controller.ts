import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { RefreshDataResponse, SyncResult } from '@inhala/domain';
import { RefreshContentBundle } from '../../../content';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { Authenticated } from '../../../../platform/http/session';
import { SyncCatalogue } from '../../application/sync-catalogue.use-case';
import type { AuditActor } from '../../ports/audit-log.port';
import { AdminActor } from './admin-actor.decorator';
import { RefreshDataResponseDto, SyncRequestDto, SyncResultDto } from './dto/catalogue-sync.dto';

/** 'Actualizar datos' and 'Sincronizar catálogo' on /admin (02 §7, §4.12). */
@ApiTags('admin')
@Authenticated({ roles: ['admin'] })
@ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Only admins' })
@Controller('api/admin')
export class AdminCatalogueController {
  constructor(
    private readonly refresh: RefreshContentBundle,
    private readonly sync: SyncCatalogue,
  ) {}

  /** Every API process drops its content bundle; this one reads it again and counts it. */
  @Post('refresh-data')
  @HttpCode(200)
  @ApiOkResponse({ type: RefreshDataResponseDto })
  async refreshData(): Promise<RefreshDataResponse> {
    return { stats: await this.refresh.execute() };
  }

  @Post('sync')
  @HttpCode(200)
  @ApiOkResponse({
    type: SyncResultDto,
    description: 'What the run changed, or with dryRun (the default) what it would change',
  })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: "ADMIN.SYNC_INVALID: 'Error de sincronización: {list}[{index}] «{key}»: {why}'",
  })
  @ApiPayloadTooLargeResponse({ type: ErrorBodyDto, description: 'A catalogue file over 10 MB' })
  syncCatalogue(@Body() body: SyncRequestDto, @AdminActor() actor: AuditActor): Promise<SyncResult> {
    const { dryRun, ...file } = body;
    return this.sync.execute(file, dryRun ?? true, actor);
  }
}
