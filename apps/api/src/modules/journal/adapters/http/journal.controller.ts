import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { JournalEntriesResponse, JournalEntryView, UserView } from '@inhala/domain';
import {
  ApiId,
  ApiInteger,
  ApiNullableInteger,
  ApiNullableString,
} from '../../../../platform/http/api-schema';
import {
  JOURNAL_MAX_LIMIT,
  JOURNAL_MAX_PAGE,
  ListJournalEntries,
} from '../../application/list-journal-entries.use-case';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';

class JournalQueryDto {
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

class JournalEntryDto implements JournalEntryView {
  @ApiId() id!: number;
  @ApiProperty({ enum: ['ritual', 'morning_page', 'challenge'] }) type!: JournalEntryView['type'];
  @ApiProperty() title!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ description: 'Ritual day (YYYY-MM-DD) or when the page was written (ISO)' }) date!: string;
  @ApiNullableInteger({ description: "Set for challenge reflections: the 'Retos' badge" })
  challengeId!: number | null;
  @ApiNullableString() challengeName!: string | null;
}

class JournalEntriesDto implements JournalEntriesResponse {
  @ApiProperty({ type: [JournalEntryDto] }) entries!: JournalEntryDto[];
  @ApiInteger({ minimum: 0 }) total!: number;
}

/** The Angel Journal is premium: leads and visitors see the locked teaser (02 §2.8). */
@ApiTags('journal')
@Controller('api/journal')
export class JournalController {
  constructor(private readonly list: ListJournalEntries) {}

  @Get('entries')
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: JournalEntriesDto, description: 'Newest first, archived entries excluded' })
  entries(@CurrentUser() user: UserView, @Query() query: JournalQueryDto): Promise<JournalEntriesResponse> {
    return this.list.execute(user.id, query.page, query.limit);
  }
}
