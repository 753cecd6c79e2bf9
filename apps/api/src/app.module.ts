import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { AccountsModule } from './modules/accounts/accounts.module';
import { AdminModule } from './modules/admin/admin.module';
import { AngelMondaysModule } from './modules/angel-mondays/angel-mondays.module';
import { ChallengesModule } from './modules/challenges/challenges.module';
import { ContentModule } from './modules/content/content.module';
import { EmailModule } from './modules/email/email.module';
import { JournalModule } from './modules/journal/journal.module';
import { MediaModule } from './modules/media/media.module';
import { RitualModule } from './modules/ritual/ritual.module';
import { StreakModule } from './modules/streak/streak.module';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module';
import { AppConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { HealthController } from './platform/health/health.controller';
import { HttpErrorFilter } from './platform/http/domain-error.filter';
import { LoggingModule } from './platform/logging/logging.module';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';
import { TimeModule } from './platform/time/time.module';
import { SeedDemoContent } from './seed/seed-demo-content';

@Module({
  imports: [
    AppConfigModule,
    LoggingModule,
    DatabaseModule,
    TimeModule,
    TerminusModule,
    RateLimitModule,
    EmailModule,
    AccountsModule,
    AngelMondaysModule,
    ContentModule,
    JournalModule,
    MediaModule,
    SubscriptionsModule,
    StreakModule,
    RitualModule,
    ChallengesModule,
    AdminModule,
  ],
  controllers: [HealthController],
  providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }, SeedDemoContent],
})
export class AppModule {}
