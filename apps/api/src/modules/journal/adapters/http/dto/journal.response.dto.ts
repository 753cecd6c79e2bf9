import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { JournalEntriesResponse, JournalEntryType, JournalEntryView } from '@inhala/domain';
import {
  ApiId,
  ApiInteger,
  ApiNullableInteger,
  ApiNullableString,
} from '../../../../../platform/http/api-schema';

/** Every kind of entry in one schema: the spec's own fields are present for their kind only. */
class JournalEntryDto {
  @ApiId() id!: number;
  @ApiProperty({ enum: ['ritual', 'morning_page', 'challenge'] }) type!: JournalEntryType;
  @ApiProperty() title!: string;
  @ApiProperty() text!: string;
  @ApiProperty({
    format: 'date',
    description: "The entry's calendar day: the ritual's day, or the day it was written in the person's zone",
  })
  date!: string;
  @ApiNullableInteger({ description: "Set for challenge reflections: the 'Retos' badge" })
  challengeId!: number | null;
  @ApiNullableString() challengeName!: string | null;
  @ApiPropertyOptional({ description: 'Rituals only: the reflection (same as text)' })
  journalEntry?: string;
  @ApiPropertyOptional({ description: 'Rituals only: the reflection title (same as title)' })
  journalTitle?: string;
  @ApiPropertyOptional({ description: "Morning pages only: the page's text (same as text)" })
  content?: string;
  @ApiPropertyOptional({ description: 'Morning pages only: when the page was written (ISO)' })
  createdAt?: string;
}

export class JournalEntriesDto implements JournalEntriesResponse {
  @ApiProperty({ type: [JournalEntryDto] }) entries!: JournalEntryView[];
  @ApiInteger({ minimum: 0 }) total!: number;
}
