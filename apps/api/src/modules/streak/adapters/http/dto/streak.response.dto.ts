import { ApiProperty } from '@nestjs/swagger';
import type { PlantImageView, StreakView } from '@inhala/domain';
import { ApiInteger, ApiNullableString } from '../../../../../platform/http/api-schema';

export class StreakDto implements StreakView {
  @ApiInteger({ minimum: 0 }) currentStreak!: number;
  @ApiInteger({ minimum: 0 }) longestStreak!: number;
  @ApiNullableString({ example: '2026-11-21', description: 'Local day of the last completed practice' })
  lastCompletedDate!: string | null;
  @ApiInteger({ minimum: 0, maximum: 11 }) plantStage!: number;
}

export class PlantImageDto implements PlantImageView {
  @ApiInteger({ minimum: 0, maximum: 11 }) day!: number;
  @ApiProperty() imagePath!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
}
