import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { MorningPagesController } from './adapters/http/morning-pages.controller';
import { MorningPageOrmEntity } from './adapters/persistence/morning-page.orm-entity';
import { TypeormMorningPageRepository } from './adapters/persistence/typeorm-morning-page.repository';
import { CreateMorningPage } from './application/create-morning-page.use-case';
import { DeleteMorningPage } from './application/delete-morning-page.use-case';
import { ListMorningPages } from './application/list-morning-pages.use-case';
import { UpdateMorningPage } from './application/update-morning-page.use-case';
import { MorningPageRepository } from './ports/morning-page.repository.port';

@Module({
  imports: [TypeOrmModule.forFeature([MorningPageOrmEntity]), AccountsModule],
  controllers: [MorningPagesController],
  providers: [
    { provide: MorningPageRepository, useClass: TypeormMorningPageRepository },
    ListMorningPages,
    CreateMorningPage,
    UpdateMorningPage,
    DeleteMorningPage,
  ],
})
export class JournalModule {}
