import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  validateMeditation,
  type AdminMeditation,
  type AdminPage,
  type AdminSortOrder,
} from '@inhala/domain';
import { MeditationEditor } from '../../../content';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { IdParams } from '../../../../platform/http/id-param';
import { Authenticated } from '../../../../platform/http/session';
import { AuditedEdits, type EditedKind } from '../../application/audited-edits';
import { CreateQuickMeditation } from '../../application/create-quick-meditation.use-case';
import { ReorderMeditations } from '../../application/reorder-meditations.use-case';
import type { AuditActor } from '../../ports/audit-log.port';
import { AdminActor } from './admin-actor.decorator';
import { AdminListQueryDto } from './dto/admin-list.query.dto';
import {
  AdminMeditationDto,
  AdminMeditationPageDto,
  AdminSortOrderDto,
  MeditationInputDto,
  MeditationOrderInputDto,
  QuickMeditationInputDto,
} from './dto/meditation.dto';

/**
 * /admin/meditations and /admin/meditations-simple (02 §3.3, §5): the catalogue's meditations,
 * for admins only. Every write is audited and drops the cached content bundle.
 */
@ApiTags('admin')
@Authenticated({ roles: ['admin'] })
@ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A Spanish validation message' })
@ApiNotFoundResponse({ type: ErrorBodyDto, description: 'ADMIN.NOT_FOUND' })
@Controller('api/admin/meditations')
export class AdminMeditationsController {
  private readonly kind: EditedKind<MeditationInputDto, AdminMeditation>;

  constructor(
    private readonly edits: AuditedEdits,
    private readonly editor: MeditationEditor,
    private readonly quick: CreateQuickMeditation,
    private readonly reorderMeditations: ReorderMeditations,
  ) {
    this.kind = {
      entityType: 'meditation',
      editor,
      validate: validateMeditation,
      nameOf: (meditation) => meditation.name,
      uploadsOf: (input) => [input.imageUrl, input.mediaUrl],
    };
  }

  @Get()
  @ApiOkResponse({ type: AdminMeditationPageDto, description: 'Searched in names and slugs' })
  list(@Query() query: AdminListQueryDto): Promise<AdminPage<AdminMeditation>> {
    return this.editor.list(query);
  }

  @Post('quick')
  @ApiCreatedResponse({
    type: AdminMeditationDto,
    description: 'A draft, to be completed (description, keywords, types) in the full editor',
  })
  createQuick(
    @Body() body: QuickMeditationInputDto,
    @AdminActor() actor: AuditActor,
  ): Promise<AdminMeditation> {
    return this.quick.execute(body, actor);
  }

  @Put('order')
  @ApiOkResponse({ type: [AdminSortOrderDto], description: 'The new sortOrder of each id sent' })
  reorder(@Body() body: MeditationOrderInputDto, @AdminActor() actor: AuditActor): Promise<AdminSortOrder[]> {
    return this.reorderMeditations.execute(body.ids, actor);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminMeditationDto })
  get(@Param() { id }: IdParams): Promise<AdminMeditation> {
    return this.edits.read(this.kind, id);
  }

  @Post()
  @ApiCreatedResponse({ type: AdminMeditationDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'ADMIN.DUPLICATE: the slug is taken' })
  create(@Body() body: MeditationInputDto, @AdminActor() actor: AuditActor): Promise<AdminMeditation> {
    return this.edits.create(this.kind, body, actor);
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminMeditationDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'ADMIN.DUPLICATE: the slug is taken' })
  update(
    @Param() { id }: IdParams,
    @Body() body: MeditationInputDto,
    @AdminActor() actor: AuditActor,
  ): Promise<AdminMeditation> {
    return this.edits.update(this.kind, id, body, actor);
  }

  @Delete(':id')
  @ApiOkResponse({
    type: AdminMeditationDto,
    description: 'The meditation as it was; POST :id/restore brings it back',
  })
  remove(@Param() { id }: IdParams, @AdminActor() actor: AuditActor): Promise<AdminMeditation> {
    return this.edits.remove(this.kind, id, actor);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminMeditationDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'ADMIN.DUPLICATE: its slug was taken meanwhile' })
  restore(@Param() { id }: IdParams, @AdminActor() actor: AuditActor): Promise<AdminMeditation> {
    return this.edits.restore(this.kind, id, actor);
  }
}
