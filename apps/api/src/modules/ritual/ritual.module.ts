import { Module } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../platform/database/typeorm.unit-of-work';
import { UnitOfWork } from '../../platform/database/unit-of-work.port';
import { ContentModule } from '../content';
import { StreakModule } from '../streak';
import { ContentRitualCatalogue } from './adapters/catalogue/content-ritual.catalogue';
import { OracleController } from './adapters/http/oracle.controller';
import { RitualController } from './adapters/http/ritual.controller';
import { SqlOracleDeck } from './adapters/persistence/sql-oracle.deck';
import { SqlRitualStore } from './adapters/persistence/sql-ritual.store';
import { ChangeRitualMeditation } from './application/change-ritual-meditation.use-case';
import { CountCompletedRituals } from './application/count-completed-rituals.use-case';
import { CreateRitual } from './application/create-ritual.use-case';
import { DrawOracleCard } from './application/draw-oracle-card.use-case';
import { GetTodayRitual } from './application/get-today-ritual.use-case';
import { GetTodayOracleCard } from './application/get-today-oracle-card.use-case';
import { UpdateRitual } from './application/update-ritual.use-case';
import { OracleDeck } from './ports/oracle-deck.port';
import { RitualCatalogue } from './ports/ritual-catalogue.port';
import { RitualStore } from './ports/ritual.store.port';

/** The daily ritual and the oracle cards drawn at home and in the ritual. */
@Module({
  imports: [ContentModule, StreakModule],
  controllers: [RitualController, OracleController],
  providers: [
    { provide: RitualStore, useClass: SqlRitualStore },
    { provide: RitualCatalogue, useClass: ContentRitualCatalogue },
    { provide: OracleDeck, useClass: SqlOracleDeck },
    { provide: UnitOfWork, useClass: TypeormUnitOfWork },
    GetTodayRitual,
    CreateRitual,
    UpdateRitual,
    ChangeRitualMeditation,
    CountCompletedRituals,
    GetTodayOracleCard,
    DrawOracleCard,
  ],
  exports: [GetTodayRitual],
})
export class RitualModule {}
