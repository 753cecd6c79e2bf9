import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Equals,
  IsBoolean,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  ApiId,
  ApiInteger,
  ApiNullableInteger,
  ApiNullableString,
} from '../../../../platform/http/api-schema';
import {
  ORACLE_CONTEXTS,
  RITUAL_MAX_DURATION,
  type CreateRitualRequest,
  type OracleContext,
  type OracleDrawRequest,
  type RitualMeditationView,
  type RitualView,
  type UpdateRitualRequest,
} from '@inhala/domain';

export class CreateRitualRequestDto implements CreateRitualRequest {
  @ApiProperty({ example: 'Calma' })
  @IsString({ message: 'Selecciona una intención' })
  @MinLength(1, { message: 'Selecciona una intención' })
  @MaxLength(120, { message: 'Selecciona una intención' })
  intention!: string;

  @ApiProperty({
    example: 10,
    minimum: 1,
    maximum: RITUAL_MAX_DURATION,
    description: 'Minutes; 25 means "20 minutos +"',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Selecciona una duración' })
  @Min(1, { message: 'Selecciona una duración' })
  @Max(RITUAL_MAX_DURATION, { message: 'Selecciona una duración' })
  duration!: number;

  @ApiProperty({ example: 'Pasiva' })
  @IsString({ message: 'Selecciona un estilo' })
  @MinLength(1, { message: 'Selecciona un estilo' })
  @MaxLength(40, { message: 'Selecciona un estilo' })
  style!: string;

  @ApiProperty({
    example: '2026-11-21',
    description: "The device's local day; the server uses the account's time zone",
  })
  @IsOptional()
  @IsString()
  date!: string;
}

export class UpdateRitualRequestDto implements UpdateRitualRequest {
  @ApiPropertyOptional({ enum: [true] })
  @IsOptional()
  @Equals(true, { message: 'Una meditación completada no se puede desmarcar' })
  meditationCompleted?: true;

  @ApiPropertyOptional({ description: 'Saved once, trimmed' })
  @IsOptional()
  @IsString({ message: 'La reflexión debe ser texto' })
  journalEntry?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'archived debe ser verdadero o falso' })
  archived?: boolean;
}

export class OracleContextQuery {
  @ApiProperty({ enum: ORACLE_CONTEXTS })
  @IsIn(ORACLE_CONTEXTS, { message: 'El contexto debe ser home o ritual' })
  context!: OracleContext;
}

export class OracleDrawRequestDto implements OracleDrawRequest {
  @ApiProperty({ enum: ORACLE_CONTEXTS })
  @IsIn(ORACLE_CONTEXTS, { message: 'El contexto debe ser home o ritual' })
  context!: OracleContext;
}

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
