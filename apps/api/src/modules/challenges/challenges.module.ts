import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { StreakModule } from '../streak/streak.module';
import { ChallengesController } from './adapters/http/challenges.controller';
import { SqlChallengeStore } from './adapters/persistence/sql-challenge-store';
import { ChallengeProgressService } from './application/challenge-progress.service';
import { ChallengeUseCases } from './application/challenge-use-cases';
import { ChallengeStore } from './ports/challenge-store.port';

/** Multi-day challenges; a completed day counts for the streak. */
@Module({
  imports: [AccountsModule, StreakModule],
  controllers: [ChallengesController],
  providers: [
    { provide: ChallengeStore, useClass: SqlChallengeStore },
    ChallengeProgressService,
    ChallengeUseCases,
  ],
})
export class ChallengesModule {}
