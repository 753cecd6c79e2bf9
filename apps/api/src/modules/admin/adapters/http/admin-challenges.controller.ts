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
  validateChallenge,
  type AdminChallenge,
  type AdminChallengeDay,
  type AdminPage,
} from '@inhala/domain';
import { ChallengeEditor } from '../../../content';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { IdParams } from '../../../../platform/http/id-param';
import { Authenticated } from '../../../../platform/http/session';
import { AuditedEdits, type EditedKind } from '../../application/audited-edits';
import { EditChallengeDays } from '../../application/edit-challenge-days';
import type { AuditActor } from '../../ports/audit-log.port';
import { AdminActor } from './admin-actor.decorator';
import { AdminListQueryDto } from './dto/admin-list.query.dto';
import {
  AdminChallengeDayDto,
  AdminChallengeDto,
  AdminChallengePageDto,
  ChallengeDayInputDto,
  ChallengeDayParams,
  ChallengeInputDto,
} from './dto/challenge.dto';

/**
 * /admin/challenges, /admin/challenges/{id} and its days (02 §3.5), for admins only. A draft or
 * deleted challenge is not in the content bundle, so people can neither see nor join it.
 */
@ApiTags('admin')
@Authenticated({ roles: ['admin'] })
@ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A Spanish validation message' })
@ApiNotFoundResponse({ type: ErrorBodyDto, description: 'ADMIN.NOT_FOUND' })
@Controller('api/admin/challenges')
export class AdminChallengesController {
  private readonly kind: EditedKind<ChallengeInputDto, AdminChallenge>;

  constructor(
    private readonly edits: AuditedEdits,
    private readonly editor: ChallengeEditor,
    private readonly days: EditChallengeDays,
  ) {
    this.kind = {
      entityType: 'challenge',
      editor,
      validate: validateChallenge,
      nameOf: (challenge) => challenge.name,
      uploadsOf: (input) => [input.imageUrl],
    };
  }

  @Get()
  @ApiOkResponse({ type: AdminChallengePageDto })
  list(@Query() query: AdminListQueryDto): Promise<AdminPage<AdminChallenge>> {
    return this.editor.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminChallengeDto })
  get(@Param() { id }: IdParams): Promise<AdminChallenge> {
    return this.edits.read(this.kind, id);
  }

  @Post()
  @ApiCreatedResponse({ type: AdminChallengeDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: "'Ya existe un reto con ese slug'" })
  create(@Body() body: ChallengeInputDto, @AdminActor() actor: AuditActor): Promise<AdminChallenge> {
    return this.edits.create(this.kind, body, actor);
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminChallengeDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: "'Ya existe un reto con ese slug'" })
  update(
    @Param() { id }: IdParams,
    @Body() body: ChallengeInputDto,
    @AdminActor() actor: AuditActor,
  ): Promise<AdminChallenge> {
    return this.edits.update(this.kind, id, body, actor);
  }

  @Delete(':id')
  @ApiOkResponse({
    type: AdminChallengeDto,
    description: 'The challenge as it was; POST :id/restore brings it back with its days and progress',
  })
  remove(@Param() { id }: IdParams, @AdminActor() actor: AuditActor): Promise<AdminChallenge> {
    return this.edits.remove(this.kind, id, actor);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminChallengeDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Another challenge took the slug meanwhile' })
  restore(@Param() { id }: IdParams, @AdminActor() actor: AuditActor): Promise<AdminChallenge> {
    return this.edits.restore(this.kind, id, actor);
  }

  @Get(':id/days')
  @ApiOkResponse({ type: [AdminChallengeDayDto], description: 'The days with content, in order' })
  listDays(@Param() { id }: IdParams): Promise<AdminChallengeDay[]> {
    return this.days.list(id);
  }

  @Get(':id/days/:dayNumber')
  @ApiOkResponse({ type: AdminChallengeDayDto })
  getDay(@Param() { id, dayNumber }: ChallengeDayParams): Promise<AdminChallengeDay> {
    return this.days.read(id, dayNumber);
  }

  @Put(':id/days/:dayNumber')
  @ApiOkResponse({ type: AdminChallengeDayDto, description: 'The day as written (created or replaced)' })
  putDay(
    @Param() { id, dayNumber }: ChallengeDayParams,
    @Body() body: ChallengeDayInputDto,
    @AdminActor() actor: AuditActor,
  ): Promise<AdminChallengeDay> {
    return this.days.put(id, dayNumber, body, actor);
  }

  @Delete(':id/days/:dayNumber')
  @ApiOkResponse({
    type: AdminChallengeDayDto,
    description: 'The day as it was; POST .../restore brings it back',
  })
  removeDay(
    @Param() { id, dayNumber }: ChallengeDayParams,
    @AdminActor() actor: AuditActor,
  ): Promise<AdminChallengeDay> {
    return this.days.remove(id, dayNumber, actor);
  }

  @Post(':id/days/:dayNumber/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminChallengeDayDto })
  restoreDay(
    @Param() { id, dayNumber }: ChallengeDayParams,
    @AdminActor() actor: AuditActor,
  ): Promise<AdminChallengeDay> {
    return this.days.restore(id, dayNumber, actor);
  }
}
