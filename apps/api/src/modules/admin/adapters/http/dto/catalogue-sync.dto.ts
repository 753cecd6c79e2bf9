import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, IsOptional } from 'class-validator';
import {
  CONTENT_STATUSES,
  SECTION_KINDS,
  type ArchangelImport,
  type CategoryImport,
  type ChallengeDetailImport,
  type ChallengeImport,
  type ChallengeSectionInput,
  type ContentStatus,
  type LookupImport,
  type MeditationImport,
  type OracleCardImport,
  type RefreshDataResponse,
  type SectionKind,
  type SyncKind,
  type SyncKindChanges,
  type SyncRequest,
  type SyncResult,
  type SyncSummary,
} from '@inhala/domain';
import { ApiInteger, ApiOptionalInteger } from '../../../../../platform/http/api-schema';
import { ApiOptionalText } from './editor-input';

/*
 * The bulk-import shapes (02 §3.12) as OpenAPI documents them. The lists are not validated by
 * these classes: the whole file goes to the domain's checkCatalogueImport, which answers
 * ADMIN.SYNC_INVALID naming the list, the item and the rule it breaks.
 */

const optionalStatus = () => ApiPropertyOptional({ enum: CONTENT_STATUSES, default: 'published' });

export class CategoryImportDto implements CategoryImport {
  @ApiProperty({ maxLength: 120, description: 'Natural key' }) name!: string;
  @ApiOptionalText('/uploads/... or https://') imageUrl?: string | null;
}

export class LookupImportDto implements LookupImport {
  @ApiProperty({ maxLength: 120, description: 'Natural key' }) name!: string;
}

export class MeditationImportDto implements MeditationImport {
  @ApiProperty({ maxLength: 200, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', description: 'Natural key' })
  slug!: string;
  @ApiProperty({ maxLength: 200 }) name!: string;
  @ApiProperty() description!: string;
  @ApiInteger({ minimum: 1, maximum: 600, description: 'Minutes' }) duration!: number;
  @ApiOptionalText('A YouTube or Vimeo link') videoUrl?: string | null;
  @ApiOptionalText('/uploads/... or https://') imageUrl?: string | null;
  @ApiOptionalText() journalPrompt?: string | null;
  @ApiPropertyOptional({ default: false }) isNew?: boolean;
  @optionalStatus() status?: ContentStatus;
  @ApiOptionalInteger({ minimum: 0, default: 0 }) sortOrder?: number;
  @ApiProperty({ type: [String], minItems: 1, description: 'Category names' }) categories!: string[];
  @ApiProperty({ type: [String], minItems: 1, description: 'Keyword names' }) keywords!: string[];
  @ApiProperty({ type: [String], minItems: 1, description: 'Type names' }) types!: string[];
}

export class ArchangelImportDto implements ArchangelImport {
  @ApiProperty({ maxLength: 120, description: 'Natural key' }) name!: string;
  @ApiOptionalText() topic?: string | null;
  @ApiOptionalText() description?: string | null;
  @ApiOptionalText('/uploads/... or https://') imageUrl?: string | null;
  @ApiOptionalText('A YouTube or Vimeo link') youtubeUrl?: string | null;
  @ApiOptionalText() descriptionNotes?: string | null;
  @optionalStatus() status?: ContentStatus;
  @ApiOptionalInteger({ minimum: 0, default: 0 }) sortOrder?: number;
}

export class OracleCardImportDto implements OracleCardImport {
  @ApiProperty({ maxLength: 200, description: 'Natural key' }) name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'The guidance' }) explanation!: string;
  @ApiProperty({ description: 'An archangel in the file or in the catalogue' }) arcangelName!: string;
  @ApiOptionalText('/uploads/... or https://') imageUrl?: string | null;
  @optionalStatus() status?: ContentStatus;
  @ApiOptionalInteger({ minimum: 0, default: 0 }) sortOrder?: number;
}

export class ChallengeImportDto implements ChallengeImport {
  @ApiProperty({ maxLength: 200, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', description: 'Natural key' })
  slug!: string;
  @ApiProperty({ maxLength: 200 }) name!: string;
  @ApiProperty() shortDesc!: string;
  @ApiOptionalText() longDesc?: string | null;
  @ApiOptionalText('/uploads/... or https://') imageUrl?: string | null;
  @ApiOptionalText('A YouTube or Vimeo link') welcomeVideoUrl?: string | null;
  @ApiInteger({ minimum: 1, maximum: 365 }) totalDays!: number;
  @ApiPropertyOptional({ default: true }) isPremium?: boolean;
  @optionalStatus() status?: ContentStatus;
}

export class ChallengeSectionImportDto implements ChallengeSectionInput {
  @ApiProperty({ enum: SECTION_KINDS, nullable: true, type: String }) meta!: SectionKind | null;
  @ApiOptionalText() title?: string | null;
  @ApiOptionalText() content?: string | null;
  @ApiOptionalText() url?: string | null;
  @ApiOptionalText('/uploads/...') audioPath?: string | null;
}

export class ChallengeDetailImportDto implements ChallengeDetailImport {
  @ApiProperty({ description: 'With dayNumber, the natural key' }) challengeSlug!: string;
  @ApiInteger({ minimum: 1, maximum: 365 }) dayNumber!: number;
  @ApiProperty({ maxLength: 200 }) moduleTitle!: string;
  @ApiOptionalText() preview?: string | null;
  @ApiPropertyOptional({
    type: [ChallengeSectionImportDto],
    maxItems: 4,
    description: 'Left out, a stored day keeps its sections',
  })
  sections?: ChallengeSectionInput[];
  @ApiOptionalText() audioOriginalName?: string | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 0 }) audioSize?: number | null;
}

/** POST /api/admin/sync: the catalogue file and dryRun (true unless the body says false). */
export class SyncRequestDto implements SyncRequest {
  @ApiPropertyOptional({
    default: true,
    description: 'true: answer what would change and write nothing; false: write it (02 §7)',
  })
  @IsOptional()
  @IsBoolean({ message: 'dryRun debe ser verdadero o falso' })
  dryRun?: boolean;

  @ApiPropertyOptional({ type: [CategoryImportDto] }) @Allow() categories?: CategoryImport[];
  @ApiPropertyOptional({ type: [LookupImportDto] }) @Allow() keywords?: LookupImport[];
  @ApiPropertyOptional({ type: [LookupImportDto] }) @Allow() types?: LookupImport[];
  @ApiPropertyOptional({ type: [ArchangelImportDto] }) @Allow() archangels?: ArchangelImport[];
  @ApiPropertyOptional({ type: [MeditationImportDto] }) @Allow() meditations?: MeditationImport[];
  @ApiPropertyOptional({ type: [OracleCardImportDto] }) @Allow() oracleCards?: OracleCardImport[];
  @ApiPropertyOptional({ type: [ChallengeImportDto] }) @Allow() challenges?: ChallengeImport[];
  @ApiPropertyOptional({ type: [ChallengeDetailImportDto] })
  @Allow()
  challengeDetails?: ChallengeDetailImport[];
}

export class SyncKindChangesDto implements SyncKindChanges {
  @ApiInteger({ minimum: 0 }) created!: number;
  @ApiInteger({ minimum: 0 }) updated!: number;
  @ApiInteger({ minimum: 0 }) unchanged!: number;
  @ApiProperty({ type: [String], description: 'Natural keys of the items created' }) createdKeys!: string[];
  @ApiProperty({ type: [String], description: 'Natural keys of the items changed' }) updatedKeys!: string[];
}

export class SyncChangesDto implements Record<SyncKind, SyncKindChanges> {
  @ApiProperty() categories!: SyncKindChangesDto;
  @ApiProperty() keywords!: SyncKindChangesDto;
  @ApiProperty() types!: SyncKindChangesDto;
  @ApiProperty() archangels!: SyncKindChangesDto;
  @ApiProperty() meditations!: SyncKindChangesDto;
  @ApiProperty() oracleCards!: SyncKindChangesDto;
  @ApiProperty() challenges!: SyncKindChangesDto;
  @ApiProperty() challengeDetails!: SyncKindChangesDto;
}

export class SyncSummaryDto implements SyncSummary {
  @ApiInteger({ minimum: 0, description: 'Meditations created or changed (02 §7)' })
  meditationsUpserted!: number;
  @ApiInteger({ minimum: 0 }) categoriesUpserted!: number;
  @ApiInteger({ minimum: 0 }) keywordsUpserted!: number;
  @ApiInteger({ minimum: 0 }) typesUpserted!: number;
  @ApiInteger({ minimum: 0 }) challengesUpserted!: number;
  @ApiInteger({ minimum: 0 }) challengeDetailsUpserted!: number;
  @ApiInteger({ minimum: 0 }) oracleCardsUpserted!: number;
  @ApiInteger({ minimum: 0 }) archangelsUpserted!: number;
}

export class SyncResultDto implements SyncResult {
  @ApiProperty() dryRun!: boolean;
  @ApiProperty() summary!: SyncSummaryDto;
  @ApiProperty() changes!: SyncChangesDto;
}

export class ContentStatsDto {
  @ApiInteger({ minimum: 0 }) meditations!: number;
  @ApiInteger({ minimum: 0 }) challenges!: number;
  @ApiInteger({ minimum: 0 }) oracleCards!: number;
}

export class RefreshDataResponseDto implements RefreshDataResponse {
  @ApiProperty() stats!: ContentStatsDto;
}
