import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, Max, Min } from 'class-validator';
import { ADMIN_LIMITS } from '@inhala/domain';
import { MAX_ID } from '../../../../../platform/http/id-param';

const IDS = { message: 'El orden debe ser una lista de identificadores distintos' };

/** PUT /api/admin/{kind}/order: the ids in their new order (one page of the list at most). */
export class ReorderRequestDto {
  @ApiProperty({ type: 'integer', isArray: true, minItems: 1, maxItems: ADMIN_LIMITS.pageSizeMax })
  @IsArray(IDS)
  @ArrayMinSize(1, IDS)
  @ArrayMaxSize(ADMIN_LIMITS.pageSizeMax, IDS)
  @ArrayUnique(IDS)
  @IsInt({ each: true, ...IDS })
  @Min(1, { each: true, ...IDS })
  @Max(MAX_ID, { each: true, ...IDS })
  ids!: number[];
}
