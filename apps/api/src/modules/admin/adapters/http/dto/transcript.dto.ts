import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  CAPTIONS_LIMITS,
  CAPTIONS_MESSAGES,
  TRANSCRIPT_LIMITS,
  TRANSCRIPT_MESSAGES,
  type TranscriptInput,
} from '@inhala/domain';

/**
 * Both parts are replaced together, so both must be sent: a body without one would otherwise
 * store it as null and delete what was there.
 */
export const TRANSCRIPT_BOTH_FIELDS =
  'Se esperan los dos campos, «transcript» y «captions»: envía null en el que quieras dejar vacío.';

/**
 * The body of PUT /api/admin/…/transcript (a meditation, an Angel Monday, a challenge section). The type and size are bounded here,
 * before any parsing (a little room for blanks the domain trims); the WebVTT rules are the domain's.
 */
export class TranscriptInputDto implements TranscriptInput {
  @ApiProperty({ type: String, nullable: true, maxLength: TRANSCRIPT_LIMITS.text })
  @ValidateIf((body: TranscriptInputDto) => body.transcript !== null)
  @IsDefined({ message: TRANSCRIPT_BOTH_FIELDS })
  @IsString({ message: TRANSCRIPT_MESSAGES.notText })
  @MaxLength(TRANSCRIPT_LIMITS.text + 1_000, { message: TRANSCRIPT_MESSAGES.textTooLong })
  transcript!: string | null;

  @ApiProperty({ type: String, nullable: true, maxLength: CAPTIONS_LIMITS.characters, description: 'WebVTT' })
  @ValidateIf((body: TranscriptInputDto) => body.captions !== null)
  @IsDefined({ message: TRANSCRIPT_BOTH_FIELDS })
  @IsString({ message: TRANSCRIPT_MESSAGES.notText })
  @MaxLength(CAPTIONS_LIMITS.characters, { message: CAPTIONS_MESSAGES.tooLong })
  captions!: string | null;
}
