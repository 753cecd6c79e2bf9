import { Module } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../platform/database/typeorm.unit-of-work';
import { UnitOfWork } from '../../platform/database/unit-of-work.port';
import { ContentModule } from '../content';
import { StreakModule } from '../streak';
import { ChallengeSectionTranscriptController } from './adapters/http/challenge-section-transcript.controller';
import { ChallengesController } from './adapters/http/challenges.controller';
import { SqlChallengeStore } from './adapters/persistence/sql-challenge.store';
import { CompleteChallengeSection } from './application/complete-challenge-section.use-case';
import { GetActiveChallenge } from './application/get-active-challenge.use-case';
import { GetChallengeReflection } from './application/get-challenge-reflection.use-case';
import { GetChallengeSectionTranscript } from './application/get-challenge-section-transcript.use-case';
import { JoinChallenge } from './application/join-challenge.use-case';
import { LeaveChallenge } from './application/leave-challenge.use-case';
import { ListChallengeDays } from './application/list-challenge-days.use-case';
import { ListChallengeProgress } from './application/list-challenge-progress.use-case';
import { ListSectionCompletions } from './application/list-section-completions.use-case';
import { SaveChallengeReflection } from './application/save-challenge-reflection.use-case';
import { UpdateChallengeProgress } from './application/update-challenge-progress.use-case';
import { ChallengeStore } from './ports/challenge-store.port';

/** Multi-day challenges: each person's way through the catalogue's challenges; a completed day counts for the streak. */
@Module({
  imports: [ContentModule, StreakModule],
  controllers: [ChallengesController, ChallengeSectionTranscriptController],
  providers: [
    { provide: ChallengeStore, useClass: SqlChallengeStore },
    { provide: UnitOfWork, useClass: TypeormUnitOfWork },
    GetActiveChallenge,
    ListChallengeProgress,
    ListChallengeDays,
    JoinChallenge,
    LeaveChallenge,
    ListSectionCompletions,
    CompleteChallengeSection,
    GetChallengeReflection,
    GetChallengeSectionTranscript,
    SaveChallengeReflection,
    UpdateChallengeProgress,
  ],
})
export class ChallengesModule {}
