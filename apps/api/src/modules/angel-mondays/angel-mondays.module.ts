import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AngelMondaysController } from './adapters/http/angel-mondays.controller';
import { AngelMondayOrmEntity } from './adapters/persistence/angel-monday.orm-entity';
import { TypeormAngelMondayRepository } from './adapters/persistence/typeorm-angel-monday.repository';
import { ListAngelMondays } from './application/list-angel-mondays.use-case';
import { AngelMondayRepository } from './ports/angel-monday.repository.port';

@Module({
  imports: [TypeOrmModule.forFeature([AngelMondayOrmEntity])],
  controllers: [AngelMondaysController],
  providers: [{ provide: AngelMondayRepository, useClass: TypeormAngelMondayRepository }, ListAngelMondays],
})
export class AngelMondaysModule {}
