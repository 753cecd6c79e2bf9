import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import {
  ADMIN_MESSAGES,
  CONTENT_STATUSES,
  type AdminArchangel,
  type ArchangelInput,
  type ContentStatus,
} from '@inhala/domain';
import { ApiId, ApiInteger, ApiNullableString } from '../../../../../platform/http/api-schema';
import { OptionalNotNull } from '../../../../../platform/http/optional-not-null';
import { AdminPageDto } from './admin-page.response.dto';

const M = ADMIN_MESSAGES;
const optionalText = (description?: string) =>
  ApiPropertyOptional({ type: String, nullable: true, description });

/** The body of POST and PUT /api/admin/archangels; the rules are the domain's (validateArchangel). */
export class ArchangelInputDto implements ArchangelInput {
  @ApiProperty({ maxLength: 120 }) @IsString({ message: M.nameRequired }) name!: string;
  @optionalText('What the archangel helps with')
  @IsOptional()
  @IsString({ message: M.tooLong('El tema', 200) })
  topic?: string | null;
  @optionalText() @IsOptional() @IsString({ message: M.descriptionRequired }) description?: string | null;
  @optionalText('/uploads/... or https://')
  @IsOptional()
  @IsString({ message: M.imageUrlInvalid })
  imageUrl?: string | null;
  @optionalText('A YouTube or Vimeo link')
  @IsOptional()
  @IsString({ message: M.videoLinkInvalid })
  youtubeUrl?: string | null;
  @optionalText('Notes for the editors')
  @IsOptional()
  @IsString({ message: M.tooLong('El texto de las notas', 20000) })
  descriptionNotes?: string | null;
  @ApiPropertyOptional({ enum: CONTENT_STATUSES, default: 'published' })
  @OptionalNotNull()
  @IsIn(CONTENT_STATUSES, { message: M.statusInvalid })
  status?: ContentStatus;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0 })
  @OptionalNotNull()
  @IsInt({ message: M.sortOrderInvalid })
  sortOrder?: number;
}

export class AdminArchangelDto implements AdminArchangel {
  @ApiId() id!: number;
  @ApiProperty() name!: string;
  @ApiNullableString() topic!: string | null;
  @ApiNullableString() description!: string | null;
  @ApiNullableString() imageUrl!: string | null;
  @ApiNullableString() youtubeUrl!: string | null;
  @ApiNullableString() descriptionNotes!: string | null;
  @ApiProperty({ enum: CONTENT_STATUSES }) status!: ContentStatus;
  @ApiInteger({ minimum: 0 }) sortOrder!: number;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export const AdminArchangelPageDto = AdminPageDto(AdminArchangelDto, 'AdminArchangelPageDto');
