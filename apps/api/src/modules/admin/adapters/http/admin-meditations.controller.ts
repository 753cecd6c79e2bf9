import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  validateMeditation,
  type AdminMeditation,
  type AdminSortOrder,
  type MeditationScriptView,
  type TranscriptInput,
} from '@inhala/domain';
import { IdParams } from '../../../../platform/http/id-param';
import { MeditationEditor, MeditationScriptDto, MeditationTranscripts } from '../../../content';
import { announcedMeditation } from '../../application/announced-content';
import { withMediaSeconds } from '../../application/meditation-media-seconds';
import { AuditedEdits } from '../../application/audited-edits';
import { CreateQuickMeditation } from '../../application/create-quick-meditation.use-case';
import { EditMeditationScripts } from '../../application/edit-meditation-scripts';
import { EditRecordingTranscripts } from '../../application/edit-recording-transcripts';
import { ReorderMeditations } from '../../application/reorder-meditations.use-case';
import type { AuditActor } from '../../ports/audit-log.port';
import { AdminActor } from './admin-actor.decorator';
import {
  AdminMeditationDto,
  AdminMeditationPageDto,
  AdminSortOrderDto,
  MeditationInputDto,
  MeditationOrderInputDto,
  QuickMeditationInputDto,
} from './dto/meditation.dto';
import { MeditationScriptInputDto } from './dto/meditation-script.dto';
import { TranscriptInputDto } from './dto/transcript.dto';
import { EditorRoutes } from './editor-routes';

/**
 * /admin/meditations and /admin/meditations-simple (02 §3.3, §5): the catalogue's meditations,
 * for admins only. Every write is audited and drops the cached content bundle.
 */
@ApiTags('admin')
@Controller('api/admin/meditations')
export class AdminMeditationsController extends EditorRoutes({
  kind: {
    entityType: 'meditation',
    validate: validateMeditation,
    nameOf: (meditation) => meditation.name,
    uploadsOf: (input) => [input.imageUrl, input.mediaUrl],
    measure: withMediaSeconds,
    announce: announcedMeditation,
  },
  editor: MeditationEditor,
  input: MeditationInputDto,
  item: AdminMeditationDto,
  page: AdminMeditationPageDto,
  docs: {
    list: 'Searched in names and slugs',
    removed: 'The meditation as it was; POST :id/restore brings it back',
    conflict: {
      write: 'ADMIN.DUPLICATE: the slug is taken',
      restore: 'ADMIN.DUPLICATE: its slug was taken meanwhile',
    },
  },
}) {
  constructor(
    edits: AuditedEdits,
    editor: MeditationEditor,
    private readonly quick: CreateQuickMeditation,
    private readonly reorderMeditations: ReorderMeditations,
    private readonly scripts: EditMeditationScripts,
    private readonly transcripts: EditRecordingTranscripts,
    private readonly meditationTranscripts: MeditationTranscripts,
  ) {
    super(edits, editor);
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

  /** Its own order (200 with the new sort orders), registered before the editor's ':id' routes. */
  @Put('order')
  @ApiOkResponse({ type: [AdminSortOrderDto], description: 'The new sortOrder of each id sent' })
  reorder(@Body() body: MeditationOrderInputDto, @AdminActor() actor: AuditActor): Promise<AdminSortOrder[]> {
    return this.reorderMeditations.execute(body.ids, actor);
  }

  @Get(':id/script')
  @ApiOkResponse({ type: MeditationScriptDto, description: 'Empty steps: the description guides it' })
  script(@Param() params: IdParams): Promise<MeditationScriptView> {
    return this.scripts.read(params.id);
  }

  @Put(':id/script')
  @ApiOkResponse({
    type: MeditationScriptDto,
    description: 'The script as written; an empty list removes it',
  })
  putScript(
    @Param() params: IdParams,
    @Body() body: MeditationScriptInputDto,
    @AdminActor() actor: AuditActor,
  ): Promise<MeditationScriptView> {
    return this.scripts.put(params.id, body.steps, actor);
  }

  @Get(':id/transcript')
  @ApiOkResponse({ type: TranscriptInputDto, description: 'Null parts: none written' })
  transcript(@Param() params: IdParams): Promise<TranscriptInput> {
    return this.transcripts.read(this.meditationTranscripts, params.id);
  }

  @Put(':id/transcript')
  @ApiOkResponse({
    type: TranscriptInputDto,
    description: 'Both parts as stored; null or blank removes one. 400 with the line of invalid WebVTT',
  })
  putTranscript(
    @Param() params: IdParams,
    @Body() body: TranscriptInputDto,
    @AdminActor() actor: AuditActor,
  ): Promise<TranscriptInput> {
    return this.transcripts.put(this.meditationTranscripts, params.id, body, actor, {
      entityType: 'meditation_transcript',
      entityId: String(params.id),
    });
  }
}
