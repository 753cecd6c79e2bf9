import { Module } from '@nestjs/common';
import { AngelMondaysModule } from '../angel-mondays';
import { ContentModule } from '../content';
import { EmailModule } from '../email';
import { MediaModule } from '../media';
import { TypeormUnitOfWork } from '../../platform/database/typeorm.unit-of-work';
import { UnitOfWork } from '../../platform/database/unit-of-work.port';
import { AdminController } from './adapters/http/admin.controller';
import { AdminAngelMondaysController } from './adapters/http/admin-angel-mondays.controller';
import { AdminAuditController } from './adapters/http/admin-audit.controller';
import { AdminCatalogueController } from './adapters/http/admin-catalogue.controller';
import { AdminOracleCardsController } from './adapters/http/admin-oracle-cards.controller';
import { AdminMeditationsController } from './adapters/http/admin-meditations.controller';
import { AdminLookupsController } from './adapters/http/admin-lookups.controller';
import { AdminArchangelsController } from './adapters/http/admin-archangels.controller';
import { AdminChallengesController } from './adapters/http/admin-challenges.controller';
import { AdminUploadsController } from './adapters/http/admin-uploads.controller';
import { AdminEmailCampaignsController } from './adapters/http/admin-email-campaigns.controller';
import { AdminEmailTemplatesController } from './adapters/http/admin-email-templates.controller';
import { AdminPendingEmailsController } from './adapters/http/admin-pending-emails.controller';
import { SqlAuditLog } from './adapters/persistence/sql-audit.log';
import { SqlContentCounts } from './adapters/persistence/sql-content.counts';
import { SqlCatalogueSync } from './adapters/persistence/sql-catalogue.sync';
import { AuditedEdits } from './application/audited-edits';
import { CreateQuickMeditation } from './application/create-quick-meditation.use-case';
import { EnsureLookup } from './application/ensure-lookup.use-case';
import { ReorderMeditations } from './application/reorder-meditations.use-case';
import { EditMeditationScripts } from './application/edit-meditation-scripts';
import { EditRecordingTranscripts } from './application/edit-recording-transcripts';
import { EditChallengeDays } from './application/edit-challenge-days';
import { GetAdminCounts } from './application/get-admin-counts.use-case';
import { SearchAuditLog } from './application/search-audit-log.use-case';
import { SyncCatalogue } from './application/sync-catalogue.use-case';
import { UploadAdminFile } from './application/upload-admin-file.use-case';
import { AuditLog } from './ports/audit-log.port';
import { CatalogueSync } from './ports/catalogue-sync.port';
import { ContentCounts } from './ports/content-counts.port';

/**
 * The admin area's API (02 §2.13, §3.12): the panel's counts, the audit log, and the CMS
 * endpoints, which write through the other contexts' editors.
 */
@Module({
  imports: [ContentModule, MediaModule, AngelMondaysModule, EmailModule],
  controllers: [
    AdminController,
    AdminOracleCardsController,
    AdminUploadsController,
    AdminMeditationsController,
    AdminLookupsController,
    AdminArchangelsController,
    AdminChallengesController,
    AdminAngelMondaysController,
    AdminCatalogueController,
    AdminAuditController,
    AdminEmailTemplatesController,
    AdminPendingEmailsController,
    AdminEmailCampaignsController,
  ],
  providers: [
    { provide: ContentCounts, useClass: SqlContentCounts },
    { provide: AuditLog, useClass: SqlAuditLog },
    { provide: CatalogueSync, useClass: SqlCatalogueSync },
    { provide: UnitOfWork, useClass: TypeormUnitOfWork },
    GetAdminCounts,
    AuditedEdits,
    UploadAdminFile,
    CreateQuickMeditation,
    ReorderMeditations,
    EditMeditationScripts,
    EditRecordingTranscripts,
    EnsureLookup,
    EditChallengeDays,
    SyncCatalogue,
    SearchAuditLog,
  ],
})
export class AdminModule {}
