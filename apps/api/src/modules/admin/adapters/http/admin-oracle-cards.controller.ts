import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { validateOracleCard } from '@inhala/domain';
import { OracleCardEditor } from '../../../content';
import { AdminOracleCardDto, AdminOracleCardPageDto, OracleCardInputDto } from './dto/oracle-card.dto';
import { SortableEditorRoutes } from './editor-routes';

/** /admin/oracle-cards (02 §3.4, §5): the oracle's cards, for admins only. */
@ApiTags('admin')
@Controller('api/admin/oracle-cards')
export class AdminOracleCardsController extends SortableEditorRoutes({
  kind: {
    entityType: 'oracle_card',
    validate: validateOracleCard,
    nameOf: (card) => card.name,
    uploadsOf: (input) => [input.imageUrl],
  },
  editor: OracleCardEditor,
  input: OracleCardInputDto,
  item: AdminOracleCardDto,
  page: AdminOracleCardPageDto,
  docs: {
    removed: 'The card as it was; POST :id/restore brings it back',
    order: 'The cards take this order',
  },
}) {}
