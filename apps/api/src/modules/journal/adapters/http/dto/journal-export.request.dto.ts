import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { JOURNAL_EXPORT_FORMATS, JOURNAL_EXPORT_TEXTS, type JournalExportFormat } from '@inhala/domain';

/** The dates are checked by the use case (parseExportRange), which names what is wrong in Spanish. */
export class JournalExportQueryDto {
  @ApiPropertyOptional({
    format: 'date',
    example: '2026-11-01',
    description: 'First day, inclusive (the person’s day)',
  })
  @IsOptional()
  @IsString({ message: JOURNAL_EXPORT_TEXTS.invalidFrom })
  @MaxLength(10, { message: JOURNAL_EXPORT_TEXTS.invalidFrom })
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-30', description: 'Last day, inclusive' })
  @IsOptional()
  @IsString({ message: JOURNAL_EXPORT_TEXTS.invalidTo })
  @MaxLength(10, { message: JOURNAL_EXPORT_TEXTS.invalidTo })
  to?: string;

  @ApiPropertyOptional({ enum: JOURNAL_EXPORT_FORMATS, default: 'markdown' })
  @IsOptional()
  @IsIn(JOURNAL_EXPORT_FORMATS, { message: JOURNAL_EXPORT_TEXTS.invalidFormat })
  format?: JournalExportFormat;
}
