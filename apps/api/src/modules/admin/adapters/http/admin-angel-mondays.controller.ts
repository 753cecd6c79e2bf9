import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { validateAngelMonday, type AngelMondayInput } from '@inhala/domain';
import { AngelMondayEditor, CleanAngelMondayInput } from '../../../angel-mondays';
import { announcedAngelMonday } from '../../application/announced-content';
import { AuditedEdits } from '../../application/audited-edits';
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
  ) {
    super(edits, editor);
  }

  protected override prepare(body: AngelMondayInput): AngelMondayInput {
    return this.clean.execute(body);
  }
}
