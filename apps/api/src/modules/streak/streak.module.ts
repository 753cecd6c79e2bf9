import { Module } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../platform/database/typeorm.unit-of-work';
import { UnitOfWork } from '../../platform/database/unit-of-work.port';
import { StreakController } from './adapters/http/streak.controller';
import { SqlPlantImages } from './adapters/persistence/sql-plant.images';
import { SqlPracticeLedger } from './adapters/persistence/sql-practice.ledger';
import { GetStreak } from './application/get-streak.use-case';
import { RecalculateStreak } from './application/recalculate-streak.use-case';
import { ListPlantImages } from './application/list-plant-images.use-case';
import { RecordPractice } from './application/record-practice.use-case';
import { PlantImages } from './ports/plant-images.port';
import { PracticeLedger } from './ports/practice-ledger.port';
import { PracticeRecorder } from './ports/practice-recorder.port';

/** The streak and its plant; rituals and challenge days report their completions here. */
@Module({
  controllers: [StreakController],
  providers: [
    { provide: PracticeLedger, useClass: SqlPracticeLedger },
    { provide: PlantImages, useClass: SqlPlantImages },
    { provide: UnitOfWork, useClass: TypeormUnitOfWork },
    GetStreak,
    RecalculateStreak,
    RecordPractice,
    ListPlantImages,
    {
      provide: PracticeRecorder,
      inject: [RecordPractice],
      useFactory: (recordPractice: RecordPractice): PracticeRecorder => ({
        record: async (user, source) => {
          await recordPractice.execute(user, source);
        },
      }),
    },
  ],
  exports: [PracticeRecorder],
})
export class StreakModule {}
