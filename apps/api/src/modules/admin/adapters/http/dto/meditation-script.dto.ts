import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  ADMIN_LIMITS,
  SCRIPT_LIMITS,
  SCRIPT_MESSAGES,
  type GuidanceStep,
  type MeditationScriptInput,
} from '@inhala/domain';

const SHAPE = { message: `Cada paso: ${SCRIPT_MESSAGES.stepShape}` };

export class ScriptStepInputDto implements GuidanceStep {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Second of the session at which it is said' })
  @IsInt(SHAPE)
  @Min(0, SHAPE)
  @Max(ADMIN_LIMITS.maxDuration * 60, SHAPE)
  at!: number;

  @ApiProperty({ maxLength: SCRIPT_LIMITS.text })
  @IsString(SHAPE)
  @MaxLength(SCRIPT_LIMITS.text, { message: `Cada paso: ${SCRIPT_MESSAGES.textTooLong}` })
  text!: string;
}

/** The body of PUT /api/admin/meditations/{id}/script; the order and the duration are the domain's. */
export class MeditationScriptInputDto implements MeditationScriptInput {
  // Checked from the bottom up: the first message a person reads is that it is not a list.
  @ApiProperty({ type: [ScriptStepInputDto], maxItems: SCRIPT_LIMITS.steps })
  @ValidateNested({ each: true, message: SCRIPT_MESSAGES.notAList })
  @Type(() => ScriptStepInputDto)
  @ArrayMaxSize(SCRIPT_LIMITS.steps, { message: SCRIPT_MESSAGES.tooManySteps })
  @IsArray({ message: SCRIPT_MESSAGES.notAList })
  steps!: ScriptStepInputDto[];
}
