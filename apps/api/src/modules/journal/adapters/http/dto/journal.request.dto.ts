import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { JOURNAL_MAX_LIMIT, JOURNAL_MAX_PAGE } from '../../../application/list-journal-entries.use-case';

export class JournalQueryDto {
  @ApiPropertyOptional({ type: 'integer', default: 1, minimum: 1, maximum: JOURNAL_MAX_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'La página debe ser un número entero' })
  @Min(1, { message: 'La página debe ser al menos 1' })
  @Max(JOURNAL_MAX_PAGE, { message: `La página debe ser como máximo ${JOURNAL_MAX_PAGE}` })
  page?: number;

  @ApiPropertyOptional({ type: 'integer', default: 16, minimum: 1, maximum: JOURNAL_MAX_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'El límite debe ser un número entero' })
  @Min(1, { message: 'El límite debe ser al menos 1' })
  @Max(JOURNAL_MAX_LIMIT, { message: `El límite máximo es ${JOURNAL_MAX_LIMIT}` })
  limit?: number;
}
