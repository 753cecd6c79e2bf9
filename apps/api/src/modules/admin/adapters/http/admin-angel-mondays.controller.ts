import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  validateAngelMonday,
  type AdminAngelMonday,
  type AdminPage,
  type AngelMondayInput,
} from '@inhala/domain';
import { AngelMondayEditor, CleanAngelMondayInput } from '../../../angel-mondays';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { IdParams } from '../../../../platform/http/id-param';
import { Authenticated } from '../../../../platform/http/session';
import { AuditedEdits, type EditedKind } from '../../application/audited-edits';
import type { AuditActor } from '../../ports/audit-log.port';
import { AdminActor } from './admin-actor.decorator';
import { AdminListQueryDto } from './dto/admin-list.query.dto';
import { AdminAngelMondayDto, AdminAngelMondayPageDto, AngelMondayInputDto } from './dto/angel-monday.dto';

/**
 * /admin/angel-mondays (02 §3.7, §5): every message, drafts and scheduled ones included, for
 * admins only. The text is stored allow-listed (sanitised before the rules check it).
 */
@ApiTags('admin')
@Authenticated({ roles: ['admin'] })
@ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A Spanish validation message' })
@ApiNotFoundResponse({ type: ErrorBodyDto, description: 'ADMIN.NOT_FOUND' })
@Controller('api/admin/angel-mondays')
export class AdminAngelMondaysController {
  private readonly kind: EditedKind<AngelMondayInput, AdminAngelMonday>;

  constructor(
    private readonly edits: AuditedEdits,
    private readonly editor: AngelMondayEditor,
    private readonly clean: CleanAngelMondayInput,
  ) {
    this.kind = {
      entityType: 'angel_monday',
      editor,
      validate: validateAngelMonday,
      nameOf: (entry) => entry.title,
      uploadsOf: (input) => [input.audioUrl],
    };
  }

  @Get()
  @ApiOkResponse({ type: AdminAngelMondayPageDto, description: 'Newest first by date' })
  list(@Query() query: AdminListQueryDto): Promise<AdminPage<AdminAngelMonday>> {
    return this.editor.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminAngelMondayDto })
  get(@Param() { id }: IdParams): Promise<AdminAngelMonday> {
    return this.edits.read(this.kind, id);
  }

  @Post()
  @ApiCreatedResponse({ type: AdminAngelMondayDto })
  create(@Body() body: AngelMondayInputDto, @AdminActor() actor: AuditActor): Promise<AdminAngelMonday> {
    return this.edits.create(this.kind, this.clean.execute(body), actor);
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminAngelMondayDto })
  update(
    @Param() { id }: IdParams,
    @Body() body: AngelMondayInputDto,
    @AdminActor() actor: AuditActor,
  ): Promise<AdminAngelMonday> {
    return this.edits.update(this.kind, id, this.clean.execute(body), actor);
  }

  @Delete(':id')
  @ApiOkResponse({
    type: AdminAngelMondayDto,
    description: 'The message as it was; POST :id/restore brings it back',
  })
  remove(@Param() { id }: IdParams, @AdminActor() actor: AuditActor): Promise<AdminAngelMonday> {
    return this.edits.remove(this.kind, id, actor);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminAngelMondayDto })
  restore(@Param() { id }: IdParams, @AdminActor() actor: AuditActor): Promise<AdminAngelMonday> {
    return this.edits.restore(this.kind, id, actor);
  }
}
