import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JournalController } from './adapters/http/journal.controller';
import { JournalExportController } from './adapters/http/journal-export.controller';
import { SqlJournalExportSource } from './adapters/persistence/sql-journal-export.source';
import { RateLimitJournalExportThrottle } from './adapters/rate-limit/rate-limit-journal-export.throttle';
import { ExportJournal } from './application/export-journal.use-case';
import { JournalExportSource } from './ports/journal-export.source.port';
import { JournalExportThrottle } from './ports/journal-export.throttle.port';
import { MorningPagesController } from './adapters/http/morning-pages.controller';
import { SqlJournalEntriesReader } from './adapters/persistence/sql-journal-entries.reader';
import { ListJournalEntries } from './application/list-journal-entries.use-case';
import { JournalEntriesReader } from './ports/journal-entries.reader.port';
import { MorningPageOrmEntity } from './adapters/persistence/morning-page.orm-entity';
import { TypeormMorningPageRepository } from './adapters/persistence/typeorm-morning-page.repository';
import { CreateMorningPage } from './application/create-morning-page.use-case';
import { DeleteMorningPage } from './application/delete-morning-page.use-case';
import { ListMorningPages } from './application/list-morning-pages.use-case';
import { UpdateMorningPage } from './application/update-morning-page.use-case';
import { MorningPageRepository } from './ports/morning-page.repository.port';

@Module({
  imports: [TypeOrmModule.forFeature([MorningPageOrmEntity])],
  controllers: [MorningPagesController, JournalController, JournalExportController],
  providers: [
    { provide: MorningPageRepository, useClass: TypeormMorningPageRepository },
    ListMorningPages,
    CreateMorningPage,
    UpdateMorningPage,
    DeleteMorningPage,
    { provide: JournalEntriesReader, useClass: SqlJournalEntriesReader },
    ListJournalEntries,
    { provide: JournalExportSource, useClass: SqlJournalExportSource },
    { provide: JournalExportThrottle, useClass: RateLimitJournalExportThrottle },
    ExportJournal,
  ],
})
export class JournalModule {}
