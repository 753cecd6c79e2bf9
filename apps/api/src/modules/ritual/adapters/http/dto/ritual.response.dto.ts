import { ApiProperty } from '@nestjs/swagger';
import {
  ApiId,
  ApiInteger,
  ApiNullableInteger,
  ApiNullableString,
} from '../../../../../platform/http/api-schema';
import {
  RITUAL_MAX_DURATION,
  type CompletedCountResponse,
  type CreateRitualResponse,
  type RitualMeditationView,
  type RitualView,
} from '@inhala/domain';

class RitualMeditationDto implements RitualMeditationView {
  @ApiNullableInteger({ description: 'Catalogue id; null if it left the catalogue' }) id!: number | null;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Comma-separated' }) keywords!: string;
  @ApiNullableString() videoUrl!: string | null;
  @ApiNullableString() duration!: string | null;
  @ApiNullableString() imageUrl!: string | null;
}

export class RitualDto implements RitualView {
  @ApiId() id!: number;
  @ApiProperty({ example: '2026-11-21', format: 'date' }) date!: string;
  @ApiProperty() intention!: string;
  @ApiInteger({ minimum: 1, maximum: RITUAL_MAX_DURATION }) duration!: number;
  @ApiProperty() style!: string;
  @ApiProperty({ type: RitualMeditationDto }) meditation!: RitualMeditationDto;
  @ApiProperty() meditationName!: string;
  @ApiProperty() meditationCompleted!: boolean;
  @ApiNullableString() journalPrompt!: string | null;
  @ApiNullableString() journalEntry!: string | null;
  @ApiProperty() journalTitle!: string;
  @ApiNullableInteger() oracleCardId!: number | null;
  @ApiProperty() completed!: boolean;
  @ApiProperty() archived!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class CreateRitualDto extends RitualDto implements CreateRitualResponse {
  @ApiProperty({ description: 'false: today already had this ritual; it is answered unchanged' })
  created!: boolean;
}

export class CompletedCountDto implements CompletedCountResponse {
  @ApiInteger({ minimum: 0 }) count!: number;
}

export class ChangeMeditationDto {
  @ApiProperty({ example: 'Meditación cambiada' }) message!: string;
  @ApiProperty({ type: RitualDto }) ritual!: RitualDto;
}
