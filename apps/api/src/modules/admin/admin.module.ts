import { Module } from '@nestjs/common';
import { AdminController } from './adapters/http/admin.controller';
import { SqlContentCounts } from './adapters/persistence/sql-content.counts';
import { GetAdminCounts } from './application/get-admin-counts.use-case';
import { ContentCounts } from './ports/content-counts.port';

@Module({
  controllers: [AdminController],
  providers: [{ provide: ContentCounts, useClass: SqlContentCounts }, GetAdminCounts],
})
export class AdminModule {}
