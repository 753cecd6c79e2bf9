import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { StreakController } from './adapters/http/streak.controller';
import { SqlPlantImages } from './adapters/persistence/sql-plant-images';
import { SqlPracticeLedger } from './adapters/persistence/sql-practice-ledger';
import { GetStreak } from './application/get-streak.use-case';
import { RecalculateStreak } from './application/recalculate-streak.use-case';
import { RecordPractice } from './application/record-practice.use-case';
import { PlantImages } from './ports/plant-images.port';
import { PracticeLedger } from './ports/practice-ledger.port';

/** The streak and its plant; rituals and challenge days report their completions here. */
@Module({
  imports: [AccountsModule],
  controllers: [StreakController],
  providers: [
    { provide: PracticeLedger, useClass: SqlPracticeLedger },
    { provide: PlantImages, useClass: SqlPlantImages },
    GetStreak,
    RecalculateStreak,
    RecordPractice,
  ],
  exports: [RecordPractice],
})
export class StreakModule {}
