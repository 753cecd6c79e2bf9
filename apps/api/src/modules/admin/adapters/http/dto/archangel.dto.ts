import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import {
  ADMIN_MESSAGES,
  CONTENT_STATUSES,
  type AdminArchangel,
  type ArchangelInput,
  type ContentStatus,
} from '@inhala/domain';
import { ApiId, ApiInteger, ApiNullableString } from '../../../../../platform/http/api-schema';
import { AdminPageDto } from './admin-page.response.dto';
import { OptionalText, SortOrderInput, StatusInput } from './editor-input';

const M = ADMIN_MESSAGES;

/** The body of POST and PUT /api/admin/archangels; the rules are the domain's (validateArchangel). */
export class ArchangelInputDto implements ArchangelInput {
  @ApiProperty({ maxLength: 120 }) @IsString({ message: M.nameRequired }) name!: string;
  @OptionalText(M.tooLong('El tema', 200), 'What the archangel helps with') topic?: string | null;
  @OptionalText(M.descriptionRequired) description?: string | null;
  @OptionalText(M.imageUrlInvalid, '/uploads/... or https://') imageUrl?: string | null;
  @OptionalText(M.videoLinkInvalid, 'A YouTube or Vimeo link') youtubeUrl?: string | null;
  @OptionalText(M.tooLong('El texto de las notas', 20000), 'Notes for the editors')
  descriptionNotes?: string | null;
  @StatusInput() status?: ContentStatus;
  @SortOrderInput({ default: 0 }) sortOrder?: number;
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
