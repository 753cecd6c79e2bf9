import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  CAPTIONS_LIMITS,
  CAPTIONS_MESSAGES,
  TRANSCRIPT_LIMITS,
  TRANSCRIPT_MESSAGES,
  type TranscriptInput,
} from '@inhala/domain';

/**
 * The body of PUT /api/admin/…/transcript (a meditation, an Angel Monday, a challenge section). The type and size are bounded here,
 * before any parsing (a little room for blanks the domain trims); the WebVTT rules are the domain's.
 */
export class TranscriptInputDto implements TranscriptInput {
  @ApiProperty({ type: String, nullable: true, maxLength: TRANSCRIPT_LIMITS.text })
  @IsOptional()
  @IsString({ message: TRANSCRIPT_MESSAGES.notText })
  @MaxLength(TRANSCRIPT_LIMITS.text + 1_000, { message: TRANSCRIPT_MESSAGES.textTooLong })
  transcript!: string | null;

  @ApiProperty({ type: String, nullable: true, maxLength: CAPTIONS_LIMITS.characters, description: 'WebVTT' })
  @IsOptional()
  @IsString({ message: TRANSCRIPT_MESSAGES.notText })
  @MaxLength(CAPTIONS_LIMITS.characters, { message: CAPTIONS_MESSAGES.tooLong })
  captions!: string | null;
}
