import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString } from 'class-validator';
import {
  ADMIN_MESSAGES,
  CONTENT_STATUSES,
  GRADIENT_PALETTE,
  type AdminAngelMonday,
  type AngelMondayInput,
  type ContentStatus,
} from '@inhala/domain';
import { ApiId, ApiInteger, ApiNullableString } from '../../../../../platform/http/api-schema';
import { OptionalNotNull } from '../../../../../platform/http/optional-not-null';
import { AdminPageDto } from './admin-page.response.dto';
import { OptionalText, StatusInput } from './editor-input';

const M = ADMIN_MESSAGES;

/** The body of POST and PUT /api/admin/angel-mondays; the rules are the domain's (02 §5). */
export class AngelMondayInputDto implements AngelMondayInput {
  @ApiProperty({ maxLength: 200 }) @IsString({ message: M.titleRequired }) title!: string;

  @ApiProperty({
    description:
      'The message as HTML. Stored allow-listed: p, br, strong, b, em, i, u, h2, h3, ul, ol, li, blockquote and http(s)/mailto links (opened in a new tab); everything else is removed.',
  })
  @IsString({ message: M.contentRequired })
  text!: string;

  @ApiProperty({
    description: "The message's date: YYYY-MM-DD (stored at 12:00 UTC of that day) or an ISO date-time",
    example: '2026-11-30',
  })
  @IsString({ message: M.dateInvalid })
  timestamp!: string;

  @OptionalText(M.uploadUrlInvalid, 'An uploaded audio file: /uploads/...') audioUrl?: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: GRADIENT_PALETTE.length,
    default: 1,
    description: 'Index (from 1) into the palette of 20 gradients; left out on update keeps the current one',
  })
  @OptionalNotNull()
  @IsInt({ message: M.gradientInvalid })
  gradientOption?: number;

  @StatusInput('Left out on update keeps the current one') status?: ContentStatus;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When people may see it (ISO date-time); empty or null: as soon as it is published',
  })
  @IsOptional()
  @IsString({ message: M.publishAtInvalid })
  publishAt?: string | null;
}

export class AdminAngelMondayDto implements AdminAngelMonday {
  @ApiId() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) text!: string;
  @ApiProperty({ format: 'date-time' }) timestamp!: string;
  @ApiNullableString() audioUrl!: string | null;
  @ApiInteger({ minimum: 1, maximum: GRADIENT_PALETTE.length }) gradientOption!: number;
  @ApiProperty({ enum: CONTENT_STATUSES }) status!: ContentStatus;
  @ApiNullableString({ format: 'date-time', description: 'null: visible as soon as it is published' })
  publishAt!: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export const AdminAngelMondayPageDto = AdminPageDto(AdminAngelMondayDto, 'AdminAngelMondayPageDto');
