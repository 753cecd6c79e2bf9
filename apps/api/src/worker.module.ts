import { Module } from '@nestjs/common';
import { EmailModule, EmailWorkerModule } from './modules/email';
import { AppConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { LoggingModule } from './platform/logging/logging.module';
import { TimeModule } from './platform/time/time.module';

/**
 * The e-mail worker process (worker.ts): the API's own configuration, database, clock and
 * e-mail modules, without HTTP. A context whose PeriodicEmailJob the worker should run is added
 * to these imports (and to AppModule's, for the inline worker).
 */
@Module({
  imports: [
    AppConfigModule,
    LoggingModule,
    DatabaseModule,
    TimeModule,
    EmailModule,
    EmailWorkerModule.forRoot('always'),
  ],
})
export class WorkerModule {}
