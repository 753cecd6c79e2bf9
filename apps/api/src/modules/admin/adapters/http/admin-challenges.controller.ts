import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { validateChallenge, type AdminChallengeDay, type TranscriptInput } from '@inhala/domain';
import { ChallengeEditor, ChallengeSectionTranscripts } from '../../../content';
import { IdParams } from '../../../../platform/http/id-param';
import { announcedChallenge } from '../../application/announced-content';
import { AuditedEdits } from '../../application/audited-edits';
import { EditChallengeDays } from '../../application/edit-challenge-days';
import { EditRecordingTranscripts } from '../../application/edit-recording-transcripts';
import type { AuditActor } from '../../ports/audit-log.port';
import { AdminActor } from './admin-actor.decorator';
import {
  AdminChallengeDayDto,
  AdminChallengeDto,
  AdminChallengePageDto,
  ChallengeDayInputDto,
  ChallengeDayParams,
  ChallengeSectionParams,
  ChallengeInputDto,
} from './dto/challenge.dto';
import { EditorRoutes } from './editor-routes';
import { TranscriptInputDto } from './dto/transcript.dto';

/**
 * /admin/challenges, /admin/challenges/{id} and its days (02 §3.5), for admins only. A draft or
 * deleted challenge is not in the content bundle, so people can neither see nor join it.
 */
@ApiTags('admin')
@Controller('api/admin/challenges')
export class AdminChallengesController extends EditorRoutes({
  kind: {
    entityType: 'challenge',
    validate: validateChallenge,
    nameOf: (challenge) => challenge.name,
    uploadsOf: (input) => [input.imageUrl],
    announce: announcedChallenge,
  },
  editor: ChallengeEditor,
  input: ChallengeInputDto,
  item: AdminChallengeDto,
  page: AdminChallengePageDto,
  docs: {
    removed: 'The challenge as it was; POST :id/restore brings it back with its days and progress',
    conflict: {
      write: "'Ya existe un reto con ese slug'",
      restore: 'Another challenge took the slug meanwhile',
    },
  },
}) {
  constructor(
    edits: AuditedEdits,
    editor: ChallengeEditor,
    private readonly days: EditChallengeDays,
    private readonly transcripts: EditRecordingTranscripts,
    private readonly sectionTranscripts: ChallengeSectionTranscripts,
  ) {
    super(edits, editor);
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

  /** An audio section's transcript and captions, written apart from the day (each may be long). */
  @Get(':id/days/:dayNumber/sections/:n/transcript')
  @ApiOkResponse({ type: TranscriptInputDto, description: 'Null parts: none written' })
  sectionTranscript(@Param() { id, dayNumber, n }: ChallengeSectionParams): Promise<TranscriptInput> {
    return this.transcripts.read(this.sectionTranscripts, { challengeId: id, dayNumber, n });
  }

  @Put(':id/days/:dayNumber/sections/:n/transcript')
  @ApiOkResponse({
    type: TranscriptInputDto,
    description: 'Both parts as stored; null or blank removes one. 400 with the line of invalid WebVTT',
  })
  putSectionTranscript(
    @Param() { id, dayNumber, n }: ChallengeSectionParams,
    @Body() body: TranscriptInputDto,
    @AdminActor() actor: AuditActor,
  ): Promise<TranscriptInput> {
    return this.transcripts.put(this.sectionTranscripts, { challengeId: id, dayNumber, n }, body, actor, {
      entityType: 'challenge_section_transcript',
      entityId: `${id}/${dayNumber}/${n}`,
    });
  }
}
