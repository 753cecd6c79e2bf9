import { Module } from '@nestjs/common';
import { PracticeController } from './adapters/http/practice.controller';
import { SqlPracticeStatsReader } from './adapters/persistence/sql-practice-stats.reader';
import { SqlPracticeSessions } from './adapters/persistence/sql-practice.sessions';
import { GetPracticeStats } from './application/get-practice-stats.use-case';
import { RecordPracticeSession } from './application/record-session.use-case';
import { PracticeSessions } from './ports/practice-sessions.port';
import { PracticeStatsReader } from './ports/practice-stats.reader.port';

/**
 * Practice sessions and the 'Mi práctica' stats. A standalone session does not grow the streak:
 * the spec counts only a completed ritual or challenge day there (01 §4), and the ritual reports
 * those itself.
 */
@Module({
  controllers: [PracticeController],
  providers: [
    { provide: PracticeSessions, useClass: SqlPracticeSessions },
    { provide: PracticeStatsReader, useClass: SqlPracticeStatsReader },
    RecordPracticeSession,
    GetPracticeStats,
  ],
})
export class PracticeModule {}
