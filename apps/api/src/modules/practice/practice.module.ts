import { Module } from '@nestjs/common';
import { AngelMondaysModule } from '../angel-mondays';
import { ContentModule } from '../content';
import { RitualModule } from '../ritual';
import { CatalogueAndAngelMondaysListeningSources } from './adapters/contexts/catalogue-and-angel-mondays.listening-sources';
import { CatalogueAndRitualForYouSources } from './adapters/contexts/catalogue-and-ritual.for-you-sources';
import { ForYouController } from './adapters/http/for-you.controller';
import { ListeningController } from './adapters/http/listening.controller';
import { PracticeController } from './adapters/http/practice.controller';
import { SqlFinishedMeditations } from './adapters/persistence/sql-finished-meditations';
import { SqlListeningPositions } from './adapters/persistence/sql-listening-positions';
import { SqlIntentAnswers } from './adapters/persistence/sql-intent-answers';
import { SqlPracticeStatsReader } from './adapters/persistence/sql-practice-stats.reader';
import { SqlPracticeSessions } from './adapters/persistence/sql-practice.sessions';
import { SqlWeeklyGoals } from './adapters/persistence/sql-weekly-goals';
import { RateLimitListeningThrottle } from './adapters/rate-limit/rate-limit-listening.throttle';
import { AnswerIntents } from './application/answer-intents.use-case';
import { GetPracticeStats } from './application/get-practice-stats.use-case';
import { ListeningItems } from './application/listening-items';
import { ReadListening } from './application/read-listening.use-case';
import { RecordPracticeSession } from './application/record-session.use-case';
import { RecommendForYou } from './application/recommend-for-you.use-case';
import { ReportListening } from './application/report-listening.use-case';
import { SetWeeklyGoal } from './application/set-weekly-goal.use-case';
import { FinishedMeditations } from './ports/finished-meditations.port';
import { ForYouSources } from './ports/for-you-sources.port';
import { IntentAnswers } from './ports/intent-answers.port';
import { ListeningPositions } from './ports/listening-positions.port';
import { ListeningSources } from './ports/listening-sources.port';
import { ListeningThrottle } from './ports/listening.throttle.port';
import { PracticeSessions } from './ports/practice-sessions.port';
import { PracticeStatsReader } from './ports/practice-stats.reader.port';
import { WeeklyGoals } from './ports/weekly-goals.port';

/**
 * Practice sessions, the 'Mi práctica' stats, the 'Meta semanal', '¿Qué te trae a Inhala?' and
 * 'Para ti', and 'Continuar escuchando' (where a person left a recording). A standalone session does not grow the streak:
 * the spec counts only a completed ritual or challenge day there (01 §4), and the ritual reports
 * those itself.
 */
@Module({
  imports: [ContentModule, RitualModule, AngelMondaysModule],
  controllers: [PracticeController, ForYouController, ListeningController],
  providers: [
    { provide: PracticeSessions, useClass: SqlPracticeSessions },
    { provide: PracticeStatsReader, useClass: SqlPracticeStatsReader },
    { provide: WeeklyGoals, useClass: SqlWeeklyGoals },
    { provide: IntentAnswers, useClass: SqlIntentAnswers },
    { provide: FinishedMeditations, useClass: SqlFinishedMeditations },
    { provide: ForYouSources, useClass: CatalogueAndRitualForYouSources },
    { provide: ListeningPositions, useClass: SqlListeningPositions },
    { provide: ListeningSources, useClass: CatalogueAndAngelMondaysListeningSources },
    { provide: ListeningThrottle, useClass: RateLimitListeningThrottle },
    RecordPracticeSession,
    GetPracticeStats,
    SetWeeklyGoal,
    AnswerIntents,
    RecommendForYou,
    ListeningItems,
    ReportListening,
    ReadListening,
  ],
})
export class PracticeModule {}
