import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { validateArchangel, type AdminArchangel, type AdminPage } from '@inhala/domain';
import { ArchangelEditor } from '../../../content';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { IdParams } from '../../../../platform/http/id-param';
import { Authenticated } from '../../../../platform/http/session';
import { AuditedEdits, type EditedKind } from '../../application/audited-edits';
import type { AuditActor } from '../../ports/audit-log.port';
import { AdminActor } from './admin-actor.decorator';
import { AdminListQueryDto } from './dto/admin-list.query.dto';
import { AdminArchangelDto, AdminArchangelPageDto, ArchangelInputDto } from './dto/archangel.dto';
import { ReorderRequestDto } from './dto/reorder.request.dto';

/**
 * /admin/archangels (02 §3.4): the archangels who guide the oracle's cards, for admins only.
 * Names are unique among the archangels not deleted; one that cards use cannot be deleted.
 */
@ApiTags('admin')
@Authenticated({ roles: ['admin'] })
@ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A Spanish validation message' })
@ApiNotFoundResponse({ type: ErrorBodyDto, description: 'ADMIN.NOT_FOUND' })
@Controller('api/admin/archangels')
export class AdminArchangelsController {
  private readonly kind: EditedKind<ArchangelInputDto, AdminArchangel>;

  constructor(
    private readonly edits: AuditedEdits,
    private readonly editor: ArchangelEditor,
  ) {
    this.kind = {
      entityType: 'archangel',
      editor,
      validate: validateArchangel,
      nameOf: (archangel) => archangel.name,
      uploadsOf: (input) => [input.imageUrl],
    };
  }

  @Get()
  @ApiOkResponse({ type: AdminArchangelPageDto })
  list(@Query() query: AdminListQueryDto): Promise<AdminPage<AdminArchangel>> {
    return this.editor.list(query);
  }

  // Declared before ':id' so that 'order' is never read as an id.
  @Put('order')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The archangels take this order (the others keep theirs)' })
  async reorder(@Body() body: ReorderRequestDto, @AdminActor() actor: AuditActor): Promise<void> {
    await this.edits.reorder({ ...this.kind, editor: this.editor }, body.ids, actor);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminArchangelDto })
  get(@Param() { id }: IdParams): Promise<AdminArchangel> {
    return this.edits.read(this.kind, id);
  }

  @Post()
  @ApiCreatedResponse({ type: AdminArchangelDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: "'Ya existe un arcángel con ese nombre'" })
  create(@Body() body: ArchangelInputDto, @AdminActor() actor: AuditActor): Promise<AdminArchangel> {
    return this.edits.create(this.kind, body, actor);
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminArchangelDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: "'Ya existe un arcángel con ese nombre'" })
  update(
    @Param() { id }: IdParams,
    @Body() body: ArchangelInputDto,
    @AdminActor() actor: AuditActor,
  ): Promise<AdminArchangel> {
    return this.edits.update(this.kind, id, body, actor);
  }

  @Delete(':id')
  @ApiOkResponse({
    type: AdminArchangelDto,
    description: 'The archangel as it was; POST :id/restore brings it back',
  })
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description: 'ADMIN.IN_USE: oracle cards use it (says how many)',
  })
  remove(@Param() { id }: IdParams, @AdminActor() actor: AuditActor): Promise<AdminArchangel> {
    return this.edits.remove(this.kind, id, actor);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminArchangelDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Another archangel took the name meanwhile' })
  restore(@Param() { id }: IdParams, @AdminActor() actor: AuditActor): Promise<AdminArchangel> {
    return this.edits.restore(this.kind, id, actor);
  }
}
