import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  CONTENT_STATUSES,
  MEDITATION_MESSAGES,
  REORDER_MAX,
  type AdminMeditation,
  type AdminSortOrder,
  type ContentStatus,
  type MediaKind,
  type MeditationInput,
  type MeditationOrderInput,
  type QuickMeditationInput,
} from '@inhala/domain';
import {
  ApiId,
  ApiInteger,
  ApiNullableEnum,
  ApiNullableInteger,
  ApiNullableString,
} from '../../../../../platform/http/api-schema';
import { MAX_ID } from '../../../../../platform/http/id-param';
import { OptionalNotNull } from '../../../../../platform/http/optional-not-null';
import { AdminPageDto } from './admin-page.response.dto';
import { SortOrderInput, StatusInput } from './editor-input';

const M = ADMIN_MESSAGES;
const MEDIA_KINDS = ['audio', 'video'] as const;
/** More links than any meditation needs; a bound so that no request is unbounded. */
const MAX_LINKS = 100;

/** A list of lookup ids: every id a whole number a row could have. */
function LinkIds(message: string, unknown: string, required: boolean) {
  return (target: object, key: string) => {
    ApiProperty({ type: 'integer', isArray: true, required, maxItems: MAX_LINKS })(target, key);
    if (!required) OptionalNotNull()(target, key);
    IsArray({ message })(target, key);
    ArrayMaxSize(MAX_LINKS, { message: unknown })(target, key);
    IsInt({ each: true, message: unknown })(target, key);
    Min(1, { each: true, message: unknown })(target, key);
    Max(MAX_ID, { each: true, message: unknown })(target, key);
  };
}

/** An optional link or file address, bounded by its column. */
function OptionalUrl(message: string, description: string) {
  return (target: object, key: string) => {
    ApiPropertyOptional({ type: String, nullable: true, maxLength: ADMIN_LIMITS.url, description })(
      target,
      key,
    );
    IsOptional()(target, key);
    IsString({ message })(target, key);
    MaxLength(ADMIN_LIMITS.url, { message })(target, key);
  };
}

/** The body of POST and PUT /api/admin/meditations; the rules are the domain's (02 §5). */
export class MeditationInputDto implements MeditationInput {
  @ApiProperty({ maxLength: ADMIN_LIMITS.name, description: 'The title' })
  @IsString({ message: M.titleRequired })
  name!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: ADMIN_LIMITS.slug,
    description: 'Made from the name when empty; kept on edit when empty',
  })
  @IsOptional()
  @MaxLength(ADMIN_LIMITS.slug, { message: M.tooLong('El slug', ADMIN_LIMITS.slug) })
  @IsString({ message: M.slugInvalid })
  slug?: string | null;

  @ApiProperty() @IsString({ message: M.descriptionRequired }) description!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: M.tooLong('La pregunta del diario', ADMIN_LIMITS.shortText) })
  journalPrompt?: string | null;

  @ApiInteger({ minimum: 1, maximum: ADMIN_LIMITS.maxDuration, description: 'Minutes' })
  @IsInt({ message: M.durationPositive })
  duration!: number;

  @OptionalUrl(M.videoLinkInvalid, 'A YouTube or Vimeo link')
  videoUrl?: string | null;

  @OptionalUrl(M.uploadUrlInvalid, 'An uploaded audio or video file (/uploads/...)')
  mediaUrl?: string | null;

  @ApiPropertyOptional({
    enum: MEDIA_KINDS,
    nullable: true,
    description: "The upload's kind; the file's extension wins when it tells",
  })
  @IsOptional()
  @IsIn(MEDIA_KINDS, { message: MEDITATION_MESSAGES.mediaTypeInvalid })
  mediaType?: MediaKind | null;

  @OptionalUrl(M.imageUrlInvalid, '/uploads/... or https://')
  imageUrl?: string | null;

  @ApiPropertyOptional({ description: "The 'nueva' flag" })
  @OptionalNotNull()
  @IsBoolean({ message: 'La marca de nueva debe ser sí o no' })
  isNew?: boolean;

  @StatusInput() status?: ContentStatus;

  @SortOrderInput({ description: 'The end of the list when left out' }) sortOrder?: number;

  @LinkIds(M.categoryRequired, MEDITATION_MESSAGES.categoryUnknown, true) categoryIds!: number[];
  @LinkIds(M.keywordRequired, MEDITATION_MESSAGES.keywordUnknown, true) keywordIds!: number[];
  @LinkIds(M.typeRequired, MEDITATION_MESSAGES.typeUnknown, true) typeIds!: number[];
  @LinkIds(MEDITATION_MESSAGES.tagUnknown, MEDITATION_MESSAGES.tagUnknown, false) tagIds?: number[];
}

/** The body of POST /api/admin/meditations/quick (/admin/meditations-simple). */
export class QuickMeditationInputDto implements QuickMeditationInput {
  @ApiProperty({ maxLength: ADMIN_LIMITS.name, description: 'The title' })
  @IsString({ message: M.titleRequired })
  name!: string;

  @OptionalUrl(M.videoLinkInvalid, 'A YouTube or Vimeo link (this or mediaUrl)')
  videoUrl?: string | null;

  @OptionalUrl(M.uploadUrlInvalid, 'An uploaded audio or video file (this or videoUrl)')
  mediaUrl?: string | null;

  @ApiPropertyOptional({ enum: MEDIA_KINDS, nullable: true })
  @IsOptional()
  @IsIn(MEDIA_KINDS, { message: MEDITATION_MESSAGES.mediaTypeInvalid })
  mediaType?: MediaKind | null;

  @ApiInteger({ minimum: 1, maximum: ADMIN_LIMITS.maxDuration, description: 'Minutes' })
  @IsInt({ message: M.durationPositive })
  duration!: number;

  // class-validator checks stacked decorators bottom first: the type check goes last.
  @ApiInteger({ minimum: 1 })
  @Max(MAX_ID, { message: MEDITATION_MESSAGES.categoryUnknown })
  @Min(1, { message: M.singleCategoryRequired })
  @IsInt({ message: M.singleCategoryRequired })
  categoryId!: number;
}

/** The body of PUT /api/admin/meditations/order. */
export class MeditationOrderInputDto implements MeditationOrderInput {
  @ApiProperty({
    type: 'integer',
    isArray: true,
    minItems: 1,
    maxItems: REORDER_MAX,
    description: 'Meditation ids in their new order; they keep the places they held between them',
  })
  @Max(MAX_ID, { each: true, message: MEDITATION_MESSAGES.orderInvalid })
  @Min(1, { each: true, message: MEDITATION_MESSAGES.orderInvalid })
  @IsInt({ each: true, message: MEDITATION_MESSAGES.orderInvalid })
  @ArrayUnique({ message: MEDITATION_MESSAGES.orderInvalid })
  @ArrayMaxSize(REORDER_MAX, { message: MEDITATION_MESSAGES.orderInvalid })
  @ArrayMinSize(1, { message: MEDITATION_MESSAGES.orderInvalid })
  @IsArray({ message: MEDITATION_MESSAGES.orderInvalid })
  ids!: number[];
}

export class AdminSortOrderDto implements AdminSortOrder {
  @ApiId() id!: number;
  @ApiInteger({ minimum: 0 }) sortOrder!: number;
}

export class AdminMeditationDto implements AdminMeditation {
  @ApiId() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiNullableString() description!: string | null;
  @ApiNullableString() journalPrompt!: string | null;
  @ApiNullableInteger({ minimum: 0, description: 'Minutes' }) duration!: number | null;
  @ApiNullableString() videoUrl!: string | null;
  @ApiNullableString() mediaUrl!: string | null;
  @ApiNullableEnum(MEDIA_KINDS) mediaType!: MediaKind | null;
  @ApiNullableInteger({
    minimum: 1,
    description: 'Seconds the file plays, read by the server from its bytes',
  })
  mediaSeconds!: number | null;
  @ApiNullableString() imageUrl!: string | null;
  @ApiProperty() isNew!: boolean;
  @ApiProperty({ enum: CONTENT_STATUSES }) status!: ContentStatus;
  @ApiInteger() sortOrder!: number;
  @ApiProperty({ type: 'integer', isArray: true }) categoryIds!: number[];
  @ApiProperty({ type: 'integer', isArray: true }) keywordIds!: number[];
  @ApiProperty({ type: 'integer', isArray: true }) typeIds!: number[];
  @ApiProperty({ type: 'integer', isArray: true }) tagIds!: number[];
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export const AdminMeditationPageDto = AdminPageDto(AdminMeditationDto, 'AdminMeditationPageDto');
