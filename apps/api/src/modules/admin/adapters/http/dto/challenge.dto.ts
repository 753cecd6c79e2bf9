import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  ADMIN_MESSAGES,
  CONTENT_STATUSES,
  SECTION_KINDS,
  type AdminChallenge,
  type AdminChallengeDay,
  type ChallengeDayInput,
  type ChallengeInput,
  type ChallengeSectionInput,
  type ContentStatus,
  type SectionKind,
} from '@inhala/domain';
import {
  ApiId,
  ApiInteger,
  ApiNullableEnum,
  ApiNullableInteger,
  ApiNullableString,
} from '../../../../../platform/http/api-schema';
import { EntityId, MAX_ID } from '../../../../../platform/http/id-param';
import { OptionalNotNull } from '../../../../../platform/http/optional-not-null';
import { AdminPageDto } from './admin-page.response.dto';
import { OptionalText, StatusInput } from './editor-input';

const M = ADMIN_MESSAGES;
const AUDIO_SIZE = { message: M.audioSizeInvalid };

/** The body of POST and PUT /api/admin/challenges; the rules are the domain's (validateChallenge). */
export class ChallengeInputDto implements ChallengeInput {
  @ApiProperty({ maxLength: 200 }) @IsString({ message: M.nameRequired }) name!: string;
  @OptionalText(M.slugInvalid, 'Made from the name when empty (and kept as it is on an update)')
  slug?: string | null;
  @ApiProperty({ maxLength: 1000 }) @IsString({ message: M.shortDescRequired }) shortDesc!: string;
  @OptionalText(M.tooLong('La descripción larga', 20000)) longDesc?: string | null;
  @OptionalText(M.imageUrlInvalid, '/uploads/... or https://') imageUrl?: string | null;
  @OptionalText(M.videoLinkInvalid, 'A YouTube or Vimeo link') welcomeVideoUrl?: string | null;
  @ApiInteger({ minimum: 1, maximum: 365 }) @IsInt({ message: M.totalDaysPositive }) totalDays!: number;
  @ApiPropertyOptional({ default: true })
  @OptionalNotNull()
  @IsBoolean({ message: 'El indicador premium debe ser verdadero o falso' })
  isPremium?: boolean;
  @StatusInput() status?: ContentStatus;
}

export class AdminChallengeDto implements AdminChallenge {
  @ApiId() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiNullableString() shortDesc!: string | null;
  @ApiNullableString() longDesc!: string | null;
  @ApiNullableString() imageUrl!: string | null;
  @ApiNullableString() welcomeVideoUrl!: string | null;
  @ApiInteger({ minimum: 0 }) totalDays!: number;
  @ApiProperty() isPremium!: boolean;
  @ApiProperty({ enum: CONTENT_STATUSES }) status!: ContentStatus;
  @ApiInteger({ minimum: 0, description: 'Days written so far' }) dayCount!: number;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export const AdminChallengePageDto = AdminPageDto(AdminChallengeDto, 'AdminChallengePageDto');

/** One of a day's four sections; meta null leaves it unused. */
export class ChallengeSectionInputDto implements ChallengeSectionInput {
  @ApiProperty({ type: String, enum: [...SECTION_KINDS], nullable: true })
  @IsOptional()
  @IsIn(SECTION_KINDS, { message: M.sectionMetaInvalid })
  meta!: SectionKind | null;
  @OptionalText(M.sectionTitleRequired) title?: string | null;
  @OptionalText(M.contentRequired) content?: string | null;
  @OptionalText(M.linkInvalid, 'A video link (video), an https link (document) or any link')
  url?: string | null;
  @OptionalText(M.uploadUrlInvalid, '/uploads/... from POST /api/admin/uploads?purpose=audio')
  audioPath?: string | null;
  @OptionalText(
    M.tooLong('El nombre del audio', 255),
    'The uploaded audio file’s own name (AdminUploadView.originalName)',
  )
  audioOriginalName?: string | null;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, nullable: true, description: 'Bytes' })
  @IsOptional()
  @IsInt(AUDIO_SIZE)
  @Min(0, AUDIO_SIZE)
  @Max(MAX_ID, AUDIO_SIZE)
  audioSize?: number | null;
}

/** The body of PUT /api/admin/challenges/{id}/days/{dayNumber}. */
export class ChallengeDayInputDto implements ChallengeDayInput {
  @ApiProperty({ maxLength: 200 }) @IsString({ message: M.moduleTitleRequired }) moduleTitle!: string;
  @OptionalText(M.tooLong('La vista previa', 1000), 'Shown in the challenge’s content list')
  preview?: string | null;
  @ApiProperty({ type: [ChallengeSectionInputDto], minItems: 4, maxItems: 4 })
  @IsArray({ message: M.sectionsInvalid })
  @ArrayMinSize(4, { message: M.sectionsInvalid })
  @ArrayMaxSize(4, { message: M.sectionsInvalid })
  @ValidateNested({ each: true, message: M.sectionsInvalid })
  @Type(() => ChallengeSectionInputDto)
  sections!: ChallengeSectionInputDto[];
  @OptionalText(
    M.tooLong('El nombre del audio', 255),
    'Taken for the first audio section that sends no name of its own',
  )
  audioOriginalName?: string | null;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, nullable: true })
  @IsOptional()
  @IsInt(AUDIO_SIZE)
  @Min(0, AUDIO_SIZE)
  @Max(MAX_ID, AUDIO_SIZE)
  audioSize?: number | null;
}

export class AdminChallengeSectionDto implements Required<ChallengeSectionInput> {
  @ApiNullableEnum(SECTION_KINDS) meta!: SectionKind | null;
  @ApiNullableString() title!: string | null;
  @ApiNullableString() content!: string | null;
  @ApiNullableString() url!: string | null;
  @ApiNullableString() audioPath!: string | null;
  @ApiNullableString() audioOriginalName!: string | null;
  @ApiNullableInteger({ minimum: 0 }) audioSize!: number | null;
}

export class AdminChallengeDayDto implements AdminChallengeDay {
  @ApiId() id!: number;
  @ApiId() challengeId!: number;
  @ApiInteger({ minimum: 1 }) dayNumber!: number;
  @ApiNullableString() moduleTitle!: string | null;
  @ApiNullableString() preview!: string | null;
  @ApiProperty({ type: [AdminChallengeSectionDto], minItems: 4, maxItems: 4 })
  sections!: AdminChallengeSectionDto[];
  @ApiNullableString() audioOriginalName!: string | null;
  @ApiNullableInteger({ minimum: 0 }) audioSize!: number | null;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

const DAY = { message: M.dayNumberInvalid };

/** `:id/days/:dayNumber`; the day's range (1..totalDays) is checked against the challenge. */
export class ChallengeDayParams {
  @EntityId() id!: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 365 })
  @Type(() => Number)
  @IsInt(DAY)
  @Min(-MAX_ID, DAY)
  @Max(MAX_ID, DAY)
  dayNumber!: number;
}

const SECTION = { message: 'La sección debe ser 1, 2, 3 o 4' };

/** /api/admin/challenges/{id}/days/{dayNumber}/sections/{n}/…: one of the day's four sections. */
export class ChallengeSectionParams extends ChallengeDayParams {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 4 })
  @Type(() => Number)
  @IsInt(SECTION)
  @Min(1, SECTION)
  @Max(4, SECTION)
  n!: number;
}
