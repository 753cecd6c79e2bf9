import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { validateArchangel } from '@inhala/domain';
import { ArchangelEditor } from '../../../content';
import { AdminArchangelDto, AdminArchangelPageDto, ArchangelInputDto } from './dto/archangel.dto';
import { SortableEditorRoutes } from './editor-routes';

/**
 * /admin/archangels (02 §3.4): the archangels who guide the oracle's cards, for admins only.
 * Names are unique among the archangels not deleted; one that cards use cannot be deleted.
 */
@ApiTags('admin')
@Controller('api/admin/archangels')
export class AdminArchangelsController extends SortableEditorRoutes({
  kind: {
    entityType: 'archangel',
    validate: validateArchangel,
    nameOf: (archangel) => archangel.name,
    uploadsOf: (input) => [input.imageUrl],
  },
  editor: ArchangelEditor,
  input: ArchangelInputDto,
  item: AdminArchangelDto,
  page: AdminArchangelPageDto,
  docs: {
    removed: 'The archangel as it was; POST :id/restore brings it back',
    conflict: {
      write: "'Ya existe un arcángel con ese nombre'",
      remove: 'ADMIN.IN_USE: oracle cards use it (says how many)',
      restore: 'Another archangel took the name meanwhile',
    },
    order: 'The archangels take this order (the others keep theirs)',
  },
}) {}
