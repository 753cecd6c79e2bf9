import { Module } from '@nestjs/common';
import { HtmlModule } from '../../platform/html/html.module';
import { AngelMondaysController } from './adapters/http/angel-mondays.controller';
import { SqlAngelMondayEditor } from './adapters/persistence/sql-angel-monday.editor';
import { SqlAngelMondayRepository } from './adapters/persistence/sql-angel-monday.repository';
import { SqlAngelMondayTranscripts } from './adapters/persistence/sql-angel-monday-transcripts';
import { SqlVisibleAngelMondays } from './adapters/persistence/sql-visible-angel-mondays';
import { CleanAngelMondayInput } from './application/clean-angel-monday-input';
import { GetAngelMondayTranscript } from './application/get-angel-monday-transcript.use-case';
import { ListAngelMondays } from './application/list-angel-mondays.use-case';
import { AngelMondayEditor } from './ports/angel-monday-editor.port';
import { AngelMondayRepository } from './ports/angel-monday.repository.port';
import { AngelMondayTranscripts } from './ports/angel-monday-transcripts.port';
import { VisibleAngelMondays } from './ports/visible-angel-mondays.port';

/** The weekly messages (01 §2, 02 §3.7): what people see, and the editor the admin CMS writes through. */
@Module({
  imports: [HtmlModule],
  controllers: [AngelMondaysController],
  providers: [
    { provide: AngelMondayRepository, useClass: SqlAngelMondayRepository },
    { provide: AngelMondayTranscripts, useClass: SqlAngelMondayTranscripts },
    { provide: AngelMondayEditor, useClass: SqlAngelMondayEditor },
    { provide: VisibleAngelMondays, useClass: SqlVisibleAngelMondays },
    ListAngelMondays,
    GetAngelMondayTranscript,
    CleanAngelMondayInput,
  ],
  exports: [AngelMondayEditor, AngelMondayTranscripts, CleanAngelMondayInput, VisibleAngelMondays],
})
export class AngelMondaysModule {}
