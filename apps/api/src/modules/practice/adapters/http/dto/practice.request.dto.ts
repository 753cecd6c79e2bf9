import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsUUID,
  Matches,
  Max,
  Min,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';
import {
  INTENT_KEYS,
  INTENT_TEXTS,
  LISTENING_KINDS,
  LISTENING_RULES,
  LISTENING_TEXTS,
  PRACTICE_MAX_SECONDS,
  PRACTICE_MESSAGES as M,
  PRACTICE_SESSION_KINDS,
  WEEKLY_GOAL_KINDS,
  WEEKLY_GOAL_TEXTS,
  isWeeklyGoalKind,
  type IntentKey,
  type ListeningKind,
  type ListeningReportInput,
  type PracticeSessionInput,
  type PracticeSessionKind,
  type WeeklyGoalKind,
} from '@inhala/domain';
import { EntityId, MAX_ID } from '../../../../../platform/http/id-param';

/** An instant with its offset: without one, "10:00" would be read in the server's zone. */
const WITH_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
const INSTANT = { message: M.instant };

/** The cross-field rules (order, future, seconds within the span) need the clock: the use case checks them. */
export class PracticeSessionRequestDto implements PracticeSessionInput {
  @ApiProperty({ format: 'uuid', description: 'Made by the browser when the session starts' })
  @IsUUID('all', { message: M.id })
  id!: string;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Null for a session not tied to a meditation',
  })
  @ValidateIf((_o: object, value: unknown) => value !== null)
  @IsInt({ message: M.meditation })
  @Min(1, { message: M.meditation })
  @Max(MAX_ID, { message: M.meditation })
  meditationId!: number | null;

  @ApiProperty({ enum: PRACTICE_SESSION_KINDS })
  @IsIn(PRACTICE_SESSION_KINDS, { message: M.kind })
  kind!: PracticeSessionKind;

  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, INSTANT)
  @Matches(WITH_OFFSET, INSTANT)
  startedAt!: string;

  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, INSTANT)
  @Matches(WITH_OFFSET, INSTANT)
  finishedAt!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: PRACTICE_MAX_SECONDS, description: 'Pauses excluded' })
  @IsInt({ message: M.seconds })
  @Min(1, { message: M.seconds })
  @Max(PRACTICE_MAX_SECONDS, { message: M.seconds })
  seconds!: number;
}

/** 'Meta semanal': the kind and a whole number; its range per kind is the use case's (weeklyGoalMessage). */
export class WeeklyGoalRequestDto {
  @ApiProperty({ enum: WEEKLY_GOAL_KINDS, description: 'Minutes of practice a week, or days with practice' })
  @IsIn(WEEKLY_GOAL_KINDS, { message: WEEKLY_GOAL_TEXTS.kind })
  kind!: WeeklyGoalKind;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 1200,
    description: 'Minutes: 10 to 1200; days: 1 to 7',
  })
  @IsInt({
    message: (args: ValidationArguments) => {
      const kind = (args.object as { kind?: unknown }).kind;
      return WEEKLY_GOAL_TEXTS[isWeeklyGoalKind(kind) ? kind : 'minutes'];
    },
  })
  target!: number;
}

/** '¿Qué te trae a Inhala?': the choices (several, or none to skip); each is the use case's to check. */
export class IntentsRequestDto {
  @ApiProperty({ enum: INTENT_KEYS, isArray: true, maxItems: INTENT_KEYS.length, example: ['dormir'] })
  @IsArray({ message: INTENT_TEXTS.invalid })
  @ArrayMaxSize(INTENT_KEYS.length, { message: INTENT_TEXTS.invalid })
  @IsIn(INTENT_KEYS, { each: true, message: INTENT_TEXTS.invalid })
  intents!: IntentKey[];
}

/** The recording a place is kept for: its kind and its id (a Spanish 400 for either). */
export class ListeningParamsDto {
  @ApiProperty({ enum: LISTENING_KINDS })
  @IsIn(LISTENING_KINDS, { message: LISTENING_TEXTS.kind })
  kind!: ListeningKind;

  @EntityId()
  id!: number;
}

/**
 * Seconds as the player reads them (fractions allowed; kept in whole seconds). A position past
 * the length is the use case's to refuse (listeningReportMessage), with the same message.
 */
export class ListeningReportRequestDto implements ListeningReportInput {
  @ApiProperty({
    minimum: 0,
    maximum: LISTENING_RULES.maxDurationSeconds,
    description: 'Seconds from the start',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: LISTENING_TEXTS.position })
  @Min(0, { message: LISTENING_TEXTS.position })
  @Max(LISTENING_RULES.maxDurationSeconds, { message: LISTENING_TEXTS.position })
  position!: number;

  @ApiProperty({
    minimum: 1,
    maximum: LISTENING_RULES.maxDurationSeconds,
    description: 'The recording’s length',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: LISTENING_TEXTS.duration })
  @Min(1, { message: LISTENING_TEXTS.duration })
  @Max(LISTENING_RULES.maxDurationSeconds, { message: LISTENING_TEXTS.duration })
  duration!: number;
}
