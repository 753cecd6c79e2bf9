import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ADMIN_LIMITS } from '@inhala/domain';
import { ApiOptionalInteger } from '../../../../../platform/http/api-schema';

const PAGE = { message: 'La página debe ser un número entero mayor a 0' };
const LIMIT = { message: `El límite debe ser de 1 a ${ADMIN_LIMITS.pageSizeMax}` };

/** ?page&limit of every paged admin list (the editors' and the audit log's). */
export class PagingQueryDto {
  @ApiOptionalInteger({ minimum: 1, maximum: 100000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt(PAGE)
  @Min(1, PAGE)
  @Max(100000, PAGE)
  page?: number;

  @ApiOptionalInteger({ minimum: 1, maximum: ADMIN_LIMITS.pageSizeMax })
  @IsOptional()
  @Type(() => Number)
  @IsInt(LIMIT)
  @Min(1, LIMIT)
  @Max(ADMIN_LIMITS.pageSizeMax, LIMIT)
  limit?: number;
}
