import { ApiProperty } from '@nestjs/swagger';
import { ApiId, ApiNullableInteger, ApiNullableString } from '../../../../../platform/http/api-schema';
import { type MorningPageView } from '@inhala/domain';

export class MorningPageDto implements MorningPageView {
  @ApiId() id!: number;
  @ApiNullableString() title!: string | null;
  @ApiProperty() content!: string;
  @ApiNullableString() promptText!: string | null;
  @ApiNullableInteger() challengeId!: number | null;
  @ApiNullableString() challengeName!: string | null;
  @ApiNullableInteger() dayNumber!: number | null;
  @ApiProperty() archived!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}
