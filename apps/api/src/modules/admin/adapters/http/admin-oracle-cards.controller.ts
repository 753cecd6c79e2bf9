import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { validateOracleCard, type AdminOracleCard, type AdminPage } from '@inhala/domain';
import { OracleCardEditor } from '../../../content';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { IdParams } from '../../../../platform/http/id-param';
import { Authenticated } from '../../../../platform/http/session';
import { AuditedEdits, type EditedKind } from '../../application/audited-edits';
import type { AuditActor } from '../../ports/audit-log.port';
import { AdminActor } from './admin-actor.decorator';
import { AdminListQueryDto } from './dto/admin-list.query.dto';
import { ReorderRequestDto } from './dto/reorder.request.dto';
import { AdminOracleCardDto, AdminOracleCardPageDto, OracleCardInputDto } from './dto/oracle-card.dto';

/** /admin/oracle-cards (02 §3.4, §5): the oracle's cards, for admins only. */
@ApiTags('admin')
@Authenticated({ roles: ['admin'] })
@ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A Spanish validation message' })
@ApiNotFoundResponse({ type: ErrorBodyDto, description: 'ADMIN.NOT_FOUND' })
@Controller('api/admin/oracle-cards')
export class AdminOracleCardsController {
  private readonly kind: EditedKind<OracleCardInputDto, AdminOracleCard>;

  constructor(
    private readonly edits: AuditedEdits,
    private readonly editor: OracleCardEditor,
  ) {
    this.kind = {
      entityType: 'oracle_card',
      editor,
      validate: validateOracleCard,
      nameOf: (card) => card.name,
      uploadsOf: (input) => [input.imageUrl],
    };
  }

  @Get()
  @ApiOkResponse({ type: AdminOracleCardPageDto })
  list(@Query() query: AdminListQueryDto): Promise<AdminPage<AdminOracleCard>> {
    return this.editor.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminOracleCardDto })
  get(@Param() { id }: IdParams): Promise<AdminOracleCard> {
    return this.edits.read(this.kind, id);
  }

  @Post()
  @ApiCreatedResponse({ type: AdminOracleCardDto })
  create(@Body() body: OracleCardInputDto, @AdminActor() actor: AuditActor): Promise<AdminOracleCard> {
    return this.edits.create(this.kind, body, actor);
  }

  @Put('order')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The cards take this order' })
  async reorder(@Body() body: ReorderRequestDto, @AdminActor() actor: AuditActor): Promise<void> {
    await this.edits.reorder({ ...this.kind, editor: this.editor }, body.ids, actor);
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminOracleCardDto })
  update(
    @Param() { id }: IdParams,
    @Body() body: OracleCardInputDto,
    @AdminActor() actor: AuditActor,
  ): Promise<AdminOracleCard> {
    return this.edits.update(this.kind, id, body, actor);
  }

  @Delete(':id')
  @ApiOkResponse({
    type: AdminOracleCardDto,
    description: 'The card as it was; POST :id/restore brings it back',
  })
  remove(@Param() { id }: IdParams, @AdminActor() actor: AuditActor): Promise<AdminOracleCard> {
    return this.edits.remove(this.kind, id, actor);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminOracleCardDto })
  restore(@Param() { id }: IdParams, @AdminActor() actor: AuditActor): Promise<AdminOracleCard> {
    return this.edits.restore(this.kind, id, actor);
  }
}
