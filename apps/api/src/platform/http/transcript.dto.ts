import { ApiProperty } from '@nestjs/swagger';
import type { TranscriptView } from '@inhala/domain';

/**
 * A recording's text alternative as every context answers it (a meditation's, an Angel
 * Monday's, a challenge section's): one HTTP shape, shared here rather than through a context.
 */
export class CaptionCueDto {
  @ApiProperty({ minimum: 0, description: 'Seconds from the start, to the millisecond' }) start!: number;
  @ApiProperty({ minimum: 0 }) end!: number;
  @ApiProperty({ description: 'Without WebVTT markup' }) text!: string;
}

/** A recording's transcript: as written, or read from its captions. */
export class TranscriptDto implements TranscriptView {
  @ApiProperty({ description: 'As written, or read from the captions when only they exist' }) text!: string;
  @ApiProperty({ type: [CaptionCueDto], description: 'Empty without captions' }) cues!: CaptionCueDto[];
}
