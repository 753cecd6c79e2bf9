import { Module } from '@nestjs/common';
import { PracticeController } from './adapters/http/practice.controller';
import { SqlPracticeStatsReader } from './adapters/persistence/sql-practice-stats.reader';
import { SqlPracticeSessions } from './adapters/persistence/sql-practice.sessions';
import { SqlWeeklyGoals } from './adapters/persistence/sql-weekly-goals';
import { GetPracticeStats } from './application/get-practice-stats.use-case';
import { RecordPracticeSession } from './application/record-session.use-case';
import { SetWeeklyGoal } from './application/set-weekly-goal.use-case';
import { PracticeSessions } from './ports/practice-sessions.port';
import { PracticeStatsReader } from './ports/practice-stats.reader.port';
import { WeeklyGoals } from './ports/weekly-goals.port';

/**
 * Practice sessions, the 'Mi práctica' stats and the 'Meta semanal'. A standalone session does not grow the streak:
 * the spec counts only a completed ritual or challenge day there (01 §4), and the ritual reports
 * those itself.
 */
@Module({
  controllers: [PracticeController],
  providers: [
    { provide: PracticeSessions, useClass: SqlPracticeSessions },
    { provide: PracticeStatsReader, useClass: SqlPracticeStatsReader },
    { provide: WeeklyGoals, useClass: SqlWeeklyGoals },
    RecordPracticeSession,
    GetPracticeStats,
    SetWeeklyGoal,
  ],
})
export class PracticeModule {}
