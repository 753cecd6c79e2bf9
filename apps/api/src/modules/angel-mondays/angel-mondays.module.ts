import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HtmlModule } from '../../platform/html/html.module';
import { AngelMondaysController } from './adapters/http/angel-mondays.controller';
import { AngelMondayOrmEntity } from './adapters/persistence/angel-monday.orm-entity';
import { SqlAngelMondayEditor } from './adapters/persistence/sql-angel-monday.editor';
import { TypeormAngelMondayRepository } from './adapters/persistence/typeorm-angel-monday.repository';
import { CleanAngelMondayInput } from './application/clean-angel-monday-input';
import { ListAngelMondays } from './application/list-angel-mondays.use-case';
import { AngelMondayEditor } from './ports/angel-monday-editor.port';
import { AngelMondayRepository } from './ports/angel-monday.repository.port';

/** The weekly messages (01 §2, 02 §3.7): what people see, and the editor the admin CMS writes through. */
@Module({
  imports: [TypeOrmModule.forFeature([AngelMondayOrmEntity]), HtmlModule],
  controllers: [AngelMondaysController],
  providers: [
    { provide: AngelMondayRepository, useClass: TypeormAngelMondayRepository },
    { provide: AngelMondayEditor, useClass: SqlAngelMondayEditor },
    ListAngelMondays,
    CleanAngelMondayInput,
  ],
  exports: [AngelMondayEditor, CleanAngelMondayInput, ListAngelMondays],
})
export class AngelMondaysModule {}
