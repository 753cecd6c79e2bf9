import { ApiProperty } from '@nestjs/swagger';
import type {
  ActiveChallengeResponse,
  ActiveChallengeView,
  ChallengeProgressState,
  ChallengeProgressView,
  ChallengeReflectionView,
  SectionCompletionView,
  UserProgressResponse,
} from '@inhala/domain';
import { ApiId, ApiInteger, ApiNullableString } from '../../../../../platform/http/api-schema';

const DAY_LIST = { type: 'integer', isArray: true, description: 'Completed day numbers' } as const;

class ActiveChallengeDto implements ActiveChallengeView {
  @ApiId() challengeId!: number;
  @ApiInteger({ minimum: 1 }) currentDay!: number;
  @ApiProperty(DAY_LIST) completedDays!: number[];
}

export class ActiveChallengeResponseDto implements ActiveChallengeResponse {
  @ApiProperty({ type: ActiveChallengeDto, nullable: true }) activeChallenge!: ActiveChallengeDto | null;
}

export class ChallengeProgressDto implements ChallengeProgressView {
  @ApiId() challengeId!: number;
  @ApiInteger({ minimum: 1 }) currentDay!: number;
  @ApiProperty(DAY_LIST) completedDays!: number[];
  @ApiProperty() isActive!: boolean;
  @ApiProperty() isCompleted!: boolean;
  @ApiNullableString({ format: 'date-time' }) completedAt!: string | null;
}

export class UserProgressResponseDto implements UserProgressResponse {
  @ApiProperty({ type: [ChallengeProgressDto] }) progress!: ChallengeProgressDto[];
}

export class ChallengeProgressStateDto implements ChallengeProgressState {
  @ApiInteger({ minimum: 1 }) currentDay!: number;
  @ApiProperty(DAY_LIST) completedDays!: number[];
  @ApiProperty() isCompleted!: boolean;
}

export class SectionCompletionDto implements SectionCompletionView {
  @ApiId() dayId!: number;
  @ApiInteger({ minimum: 1, maximum: 4 }) sectionNumber!: number;
}

export class ChallengeReflectionDto implements ChallengeReflectionView {
  @ApiId() dayId!: number;
  @ApiInteger({ minimum: 1, maximum: 4 }) sectionNumber!: number;
  @ApiNullableString() prompt!: string | null;
  @ApiProperty() response!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
