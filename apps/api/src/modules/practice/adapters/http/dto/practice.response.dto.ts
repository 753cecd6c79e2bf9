import { ApiProperty } from '@nestjs/swagger';
import {
  INTENT_KEYS,
  LISTENING_KINDS,
  PRACTICE_SESSION_KINDS,
  WEEKLY_GOAL_KINDS,
  type ForYouDto,
  type IntentKey,
  type IntentsDto,
  type ListeningKind,
  type ListeningPositionDto,
  type ListeningShelfDto,
  type ListeningShelfItemDto,
  type ShelfItemDto,
  type WeeklyGoal,
  type WeeklyGoalKind,
  type PracticeDay,
  type PracticeSessionKind,
  type PracticeSessionView,
  type PracticeStatsDto,
} from '@inhala/domain';
import { ApiInteger, ApiNullableInteger, ApiNullableString } from '../../../../../platform/http/api-schema';

export class PracticeSessionDto implements PracticeSessionView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiNullableInteger() meditationId!: number | null;
  @ApiProperty({ enum: PRACTICE_SESSION_KINDS }) kind!: PracticeSessionKind;
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty({ format: 'date-time' }) finishedAt!: string;
  @ApiInteger({ minimum: 1 }) seconds!: number;
  @ApiProperty({ example: '2026-11-24', description: 'The person’s day when it finished' })
  localDate!: string;
}

export class PracticeDayResponseDto implements PracticeDay {
  @ApiProperty({ example: '2026-11-24' }) date!: string;
  @ApiInteger({ minimum: 0 }) minutes!: number;
  @ApiProperty() practised!: boolean;
}

export class WeeklyGoalDto implements WeeklyGoal {
  @ApiProperty({ enum: WEEKLY_GOAL_KINDS, description: 'Minutes of practice a week, or days with practice' })
  kind!: WeeklyGoalKind;
  @ApiInteger({ minimum: 1, maximum: 1200, description: 'Minutes: 10 to 1200; days: 1 to 7' })
  target!: number;
}

export class PracticeStatsResponseDto implements PracticeStatsDto {
  @ApiProperty({ example: 'Europe/Madrid' }) timezone!: string;
  @ApiInteger({ minimum: 0 }) minutesThisWeek!: number;
  @ApiInteger({ minimum: 0, maximum: 7 }) daysThisWeek!: number;
  @ApiProperty({ type: WeeklyGoalDto, nullable: true, description: "'Meta semanal', if set" })
  weeklyGoal!: WeeklyGoal | null;
  @ApiInteger({ minimum: 0 }) minutesTotal!: number;
  @ApiInteger({ minimum: 0 }) sessions!: number;
  @ApiInteger({ minimum: 0 }) ritualsCompleted!: number;
  @ApiInteger({ minimum: 0 }) currentStreak!: number;
  @ApiInteger({ minimum: 0 }) longestStreak!: number;
  @ApiProperty({ type: [PracticeDayResponseDto], description: 'The last 84 local days, oldest first' })
  days!: PracticeDay[];
}

export class IntentsResponseDto implements IntentsDto {
  @ApiProperty({ enum: INTENT_KEYS, isArray: true, description: "In the question's order" })
  intents!: IntentKey[];
  @ApiProperty({ description: 'True while the question should still be put to the person' })
  ask!: boolean;
}

export class ShelfItemResponseDto implements ShelfItemDto {
  @ApiInteger({ minimum: 1 }) meditationId!: number;
  @ApiProperty({ example: 'Porque quieres dormir mejor' }) reason!: string;
}

export class ForYouResponseDto implements ForYouDto {
  @ApiProperty({
    enum: ['para-ti', 'para-empezar'],
    description: "'Para ti' signed in, 'Para empezar' for a visitor",
  })
  shelf!: ForYouDto['shelf'];
  @ApiProperty({ type: ShelfItemResponseDto, isArray: true }) items!: ShelfItemDto[];
}

export class ListeningPositionResponseDto implements ListeningPositionDto {
  @ApiProperty({ enum: LISTENING_KINDS }) kind!: ListeningKind;
  @ApiInteger({ minimum: 1 }) id!: number;
  @ApiNullableInteger({ minimum: 0, description: 'Whole seconds; null when no place is kept' })
  position!: number | null;
  @ApiNullableInteger({ minimum: 1 }) duration!: number | null;
  @ApiNullableString({ format: 'date-time' }) updatedAt!: string | null;
}

export class ListeningShelfItemResponseDto implements ListeningShelfItemDto {
  @ApiProperty({ enum: LISTENING_KINDS }) kind!: ListeningKind;
  @ApiInteger({ minimum: 1 }) id!: number;
  @ApiInteger({ minimum: 0, description: 'Whole seconds' }) position!: number;
  @ApiInteger({ minimum: 1 }) duration!: number;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty() title!: string;
  @ApiNullableString() imageUrl!: string | null;
  @ApiNullableInteger({ description: 'An Angel Monday’s gradient' }) gradientOption!: number | null;
  @ApiNullableString({ example: 'Sueño' }) category!: string | null;
  @ApiProperty({ example: '/meditation/12', description: 'The page that plays it' }) href!: string;
}

export class ListeningShelfResponseDto implements ListeningShelfDto {
  @ApiProperty({
    type: ListeningShelfItemResponseDto,
    isArray: true,
    description: 'Most recent first, at most 6',
  })
  items!: ListeningShelfItemDto[];
}
