import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { AccountDataModule } from './modules/account-data';
import { AccountsModule } from './modules/accounts';
import { AdminModule } from './modules/admin';
import { AngelMondaysModule } from './modules/angel-mondays';
import { ChallengesModule } from './modules/challenges';
import { ChatModule } from './modules/chat';
import { ContentModule } from './modules/content';
import { EmailHttpModule, EmailModule, EmailWorkerModule } from './modules/email';
import { JournalModule } from './modules/journal';
import { MediaModule } from './modules/media';
import { PracticeModule } from './modules/practice';
import { RitualModule } from './modules/ritual';
import { StreakModule } from './modules/streak';
import { SubscriptionsModule } from './modules/subscriptions';
import { AppConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { HealthController } from './platform/health/health.controller';
import { HttpErrorFilter } from './platform/http/domain-error.filter';
import { LoggingModule } from './platform/logging/logging.module';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';
import { TimeModule } from './platform/time/time.module';
import { SeedDemoContent } from './seed/seed-demo-content';
import { SeedDemoMedia } from './seed/seed-demo-media';
import { SeedDemoHistory } from './seed/seed-demo-history';

@Module({
  imports: [
    AppConfigModule,
    LoggingModule,
    DatabaseModule,
    TimeModule,
    TerminusModule,
    RateLimitModule,
    EmailModule,
    EmailHttpModule,
    EmailWorkerModule.forRoot('when-inline'),
    AccountsModule,
    AngelMondaysModule,
    ContentModule,
    JournalModule,
    MediaModule,
    SubscriptionsModule,
    StreakModule,
    RitualModule,
    ChallengesModule,
    PracticeModule,
    ChatModule,
    AdminModule,
    AccountDataModule,
  ],
  controllers: [HealthController],
  providers: [
    { provide: APP_FILTER, useClass: HttpErrorFilter },
    SeedDemoContent,
    SeedDemoMedia,
    SeedDemoHistory,
  ],
})
export class AppModule {}
