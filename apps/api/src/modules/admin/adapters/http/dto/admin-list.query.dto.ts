import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CONTENT_STATUSES, type AdminListQuery, type ContentStatus } from '@inhala/domain';
import { PagingQueryDto } from './paging.query.dto';

/** ?q&status&page&limit of every editor's list. */
export class AdminListQueryDto extends PagingQueryDto implements AdminListQuery {
  @ApiPropertyOptional({ maxLength: 200, description: 'Text searched in names (and slugs)' })
  @IsOptional()
  @IsString({ message: 'La búsqueda debe ser texto' })
  @MaxLength(200, { message: 'La búsqueda no puede superar los 200 caracteres' })
  q?: string;

  @ApiPropertyOptional({ enum: CONTENT_STATUSES })
  @IsOptional()
  @IsIn(CONTENT_STATUSES, { message: 'El estado debe ser borrador, publicado o archivado' })
  status?: ContentStatus;
}
