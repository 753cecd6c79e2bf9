import { Module } from '@nestjs/common';
import { MediaModule } from '../media';
import { CancelSubscriptionAtPeriodEnd, SubscriptionsModule } from '../subscriptions';
import { AccountDataController } from './adapters/http/account-data.controller';
import { SqlPersonalDataEraser } from './adapters/persistence/sql-personal-data.eraser';
import { SqlPersonalDataReader } from './adapters/persistence/sql-personal-data.reader';
import { RateLimitAccountDataThrottle } from './adapters/rate-limit/rate-limit-account-data.throttle';
import { DeleteAccount } from './application/delete-account.use-case';
import { ExportPersonalData } from './application/export-personal-data.use-case';
import { AccountDataThrottle } from './ports/account-data.throttle.port';
import { PersonalDataEraser } from './ports/personal-data.eraser.port';
import { PersonalDataReader } from './ports/personal-data.reader.port';
import { SubscriptionCanceller } from './ports/subscription-canceller.port';
import { ChatModule } from '../chat';

/**
 * A person's own data (issue 19): 'Descargar mis datos' and 'Eliminar mi cuenta'. It reads and
 * erases what every other context stores about the person through its two ports, cancels the
 * subscription through the subscriptions context's use case, and removes their chat uploads
 * through the media context's FileStorage.
 */
@Module({
  imports: [SubscriptionsModule, MediaModule, ChatModule],
  controllers: [AccountDataController],
  providers: [
    { provide: PersonalDataReader, useClass: SqlPersonalDataReader },
    { provide: PersonalDataEraser, useClass: SqlPersonalDataEraser },
    { provide: AccountDataThrottle, useClass: RateLimitAccountDataThrottle },
    {
      provide: SubscriptionCanceller,
      inject: [CancelSubscriptionAtPeriodEnd],
      useFactory: (cancel: CancelSubscriptionAtPeriodEnd): SubscriptionCanceller => ({
        cancelAtPeriodEnd: (accountId) => cancel.execute(accountId),
      }),
    },
    ExportPersonalData,
    DeleteAccount,
  ],
})
export class AccountDataModule {}
