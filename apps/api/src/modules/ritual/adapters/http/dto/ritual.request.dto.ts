import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Equals,
  IsBoolean,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { RITUAL_MAX_DURATION, type CreateRitualRequest, type UpdateRitualRequest } from '@inhala/domain';

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
