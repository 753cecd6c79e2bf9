import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ADMIN_LIMITS, CONTENT_STATUSES, type AdminListQuery, type ContentStatus } from '@inhala/domain';
import { ApiOptionalInteger } from '../../../../../platform/http/api-schema';

const PAGE = { message: 'La página debe ser un número entero mayor a 0' };
const LIMIT = { message: `El límite debe ser de 1 a ${ADMIN_LIMITS.pageSizeMax}` };

/** ?q&status&page&limit of every editor's list. */
export class AdminListQueryDto implements AdminListQuery {
  @ApiPropertyOptional({ maxLength: 200, description: 'Text searched in names (and slugs)' })
  @IsOptional()
  @IsString({ message: 'La búsqueda debe ser texto' })
  @MaxLength(200, { message: 'La búsqueda no puede superar los 200 caracteres' })
  q?: string;

  @ApiPropertyOptional({ enum: CONTENT_STATUSES })
  @IsOptional()
  @IsIn(CONTENT_STATUSES, { message: 'El estado debe ser borrador, publicado o archivado' })
  status?: ContentStatus;

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
