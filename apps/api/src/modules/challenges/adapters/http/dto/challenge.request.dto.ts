import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import type { SaveReflectionRequest, UpdateChallengeProgressRequest } from '@inhala/domain';
import { EntityId, IdParams, MAX_ID } from '../../../../../platform/http/id-param';

const DAY = { message: 'El día no es válido' };
const SECTION = { message: 'La sección debe ser de 1 a 4' };
const TEXT = { message: 'La reflexión debe ser texto' };

export class SectionParams extends IdParams {
  @EntityId() dayId!: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 4 })
  @Type(() => Number)
  @IsInt(SECTION)
  @Min(1, SECTION)
  @Max(4, SECTION)
  n!: number;
}

export class ReflectionDto implements SaveReflectionRequest {
  @ApiPropertyOptional() @IsOptional() @IsString(TEXT) prompt?: string;
  @ApiProperty() @IsString({ message: 'Escribe tu reflexión antes de guardarla' }) response!: string;
}

class JournalEntryDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID })
  @IsInt(DAY)
  @Min(1, DAY)
  @Max(MAX_ID, DAY)
  dayNumber!: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 4 })
  @IsInt(SECTION)
  @Min(1, SECTION)
  @Max(4, SECTION)
  sectionNumber!: number;
  @ApiPropertyOptional() @IsOptional() @IsString(TEXT) promptText?: string;
  @ApiProperty() @IsString({ message: 'Escribe tu reflexión antes de guardarla' }) content!: string;
}

export class ProgressDto implements UpdateChallengeProgressRequest {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_ID,
    description: 'Ignored: rebuilt on the server from the completions',
  })
  @IsOptional()
  @IsInt(DAY)
  @Min(1, DAY)
  @Max(MAX_ID, DAY)
  currentDay?: number;
  @ApiPropertyOptional({
    description: 'JSON text of day numbers; ignored: rebuilt on the server from the completions',
  })
  @IsOptional()
  @IsString({ message: 'completedDays debe ser texto JSON' })
  completedDays?: string;
  @ApiPropertyOptional({ type: [JournalEntryDto], maxItems: 100 })
  @IsOptional()
  @IsArray({ message: 'journalEntries debe ser una lista' })
  @ArrayMaxSize(100, { message: 'Se admiten hasta 100 reflexiones a la vez' })
  @ValidateNested({ each: true })
  @Type(() => JournalEntryDto)
  journalEntries?: JournalEntryDto[];
}
