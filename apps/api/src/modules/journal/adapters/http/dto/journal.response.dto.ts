import { ApiProperty } from '@nestjs/swagger';
import type { JournalEntriesResponse, JournalEntryView } from '@inhala/domain';
import {
  ApiId,
  ApiInteger,
  ApiNullableInteger,
  ApiNullableString,
} from '../../../../../platform/http/api-schema';

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

export class JournalEntriesDto implements JournalEntriesResponse {
  @ApiProperty({ type: [JournalEntryDto] }) entries!: JournalEntryDto[];
  @ApiInteger({ minimum: 0 }) total!: number;
}
