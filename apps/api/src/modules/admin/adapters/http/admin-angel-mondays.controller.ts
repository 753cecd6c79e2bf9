import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { validateAngelMonday, type AngelMondayInput, type TranscriptInput } from '@inhala/domain';
import { IdParams } from '../../../../platform/http/id-param';
import { AngelMondayEditor, AngelMondayTranscripts, CleanAngelMondayInput } from '../../../angel-mondays';
import { announcedAngelMonday } from '../../application/announced-content';
import { AuditedEdits } from '../../application/audited-edits';
import { EditRecordingTranscripts } from '../../application/edit-recording-transcripts';
import type { AuditActor } from '../../ports/audit-log.port';
import { AdminActor } from './admin-actor.decorator';
import { TranscriptInputDto } from './dto/transcript.dto';
import { AdminAngelMondayDto, AdminAngelMondayPageDto, AngelMondayInputDto } from './dto/angel-monday.dto';
import { EditorRoutes } from './editor-routes';

/**
 * /admin/angel-mondays (02 §3.7, §5): every message, drafts and scheduled ones included, for
 * admins only. The text is stored allow-listed (sanitised before the rules check it).
 */
@ApiTags('admin')
@Controller('api/admin/angel-mondays')
export class AdminAngelMondaysController extends EditorRoutes({
  kind: {
    entityType: 'angel_monday',
    validate: validateAngelMonday,
    nameOf: (entry) => entry.title,
    uploadsOf: (input) => [input.audioUrl],
    announce: announcedAngelMonday,
  },
  editor: AngelMondayEditor,
  input: AngelMondayInputDto,
  item: AdminAngelMondayDto,
  page: AdminAngelMondayPageDto,
  docs: {
    list: 'Newest first by date',
    removed: 'The message as it was; POST :id/restore brings it back',
  },
}) {
  constructor(
    edits: AuditedEdits,
    editor: AngelMondayEditor,
    private readonly clean: CleanAngelMondayInput,
    private readonly transcripts: EditRecordingTranscripts,
    private readonly angelTranscripts: AngelMondayTranscripts,
  ) {
    super(edits, editor);
  }

  protected override prepare(body: AngelMondayInput): AngelMondayInput {
    return this.clean.execute(body);
  }

  /** The audio's transcript and captions, written apart from the message (each may be long). */
  @Get(':id/transcript')
  @ApiOkResponse({ type: TranscriptInputDto, description: 'Null parts: none written' })
  transcript(@Param() params: IdParams): Promise<TranscriptInput> {
    return this.transcripts.read(this.angelTranscripts, params.id);
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
    return this.transcripts.put(this.angelTranscripts, params.id, body, actor, {
      entityType: 'angel_monday_transcript',
      entityId: String(params.id),
    });
  }
}
