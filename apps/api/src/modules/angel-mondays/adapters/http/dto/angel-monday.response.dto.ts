import { ApiProperty } from '@nestjs/swagger';
import type { AngelMondayView } from '@inhala/domain';
import { ApiId, ApiInteger, ApiNullableString } from '../../../../../platform/http/api-schema';

export class AngelMondayDto implements AngelMondayView {
  @ApiId() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Sanitised HTML; empty for leads and visitors' }) text!: string;
  @ApiProperty({ format: 'date-time' }) timestamp!: string;
  @ApiNullableString() audioUrl!: string | null;
  @ApiNullableString({
    description: "The audio's transcript (…/{id}/transcript); null for leads and visitors",
  })
  transcriptUrl!: string | null;
  @ApiNullableString({
    description: "The audio's WebVTT captions (…/{id}/captions.vtt); null for leads and visitors",
  })
  captionsUrl!: string | null;
  @ApiInteger({ minimum: 1, maximum: 20 }) gradientOption!: number;
}
