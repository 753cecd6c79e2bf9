import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  ANNOUNCED_CONTENT_TYPES,
  BUTTON_POSITIONS,
  EMAIL_LOG_STATUSES,
  EMAIL_MESSAGES,
  EMAIL_SEND_STATES,
  EMAIL_TEMPLATE_KEYS,
  PENDING_EMAIL_STATUSES,
  type AnnouncedContentType,
  type ButtonPosition,
  type CampaignProgress,
  type EmailCampaignDto,
  type EmailKind,
  type EmailLogDto,
  type EmailLogQuery,
  type EmailLogStatus,
  type EmailPreviewDto,
  type EmailSendState,
  type EmailTemplateDto,
  type EmailTemplateInput,
  type EmailTemplateKey,
  type PendingEmailDto,
  type PendingEmailInput,
  type PendingEmailStatus,
  type SchedulePendingEmailInput,
} from '@inhala/domain';
import { MAX_ID } from '../../../../../platform/http/id-param';
import {
  ApiId,
  ApiInteger,
  ApiNullableInteger,
  ApiNullableString,
} from '../../../../../platform/http/api-schema';
import { AdminPageDto } from './admin-page.response.dto';
import { PagingQueryDto } from './paging.query.dto';

const M = EMAIL_MESSAGES;
const SEARCH = { message: 'La búsqueda debe ser texto' };
const SEARCH_LENGTH = { message: 'La búsqueda no puede superar los 200 caracteres' };

// ------------------------------------------------------------------------------- templates

/** ?q of GET /api/admin/email-templates. */
export class EmailTemplateQueryDto {
  @ApiPropertyOptional({ maxLength: 200, description: 'Part of the name or the key' })
  @IsOptional()
  @IsString(SEARCH)
  @MaxLength(200, SEARCH_LENGTH)
  q?: string;
}

export class EmailTemplateResponseDto implements EmailTemplateDto {
  @ApiProperty({ enum: EMAIL_TEMPLATE_KEYS }) key!: EmailTemplateKey;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['transactional', 'news', 'angelMondays', 'reminders'] }) kind!: EmailKind;
  @ApiProperty() subject!: string;
  @ApiProperty({ description: 'Allow-listed HTML with {{variables}}' }) body!: string;
  @ApiProperty({ type: [String], description: 'The {{variables}} subject and body may use' })
  variables!: string[];
  @ApiProperty() buttonText!: string;
  @ApiProperty({ enum: BUTTON_POSITIONS }) buttonPosition!: ButtonPosition;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ description: "Subject, body or button differ from the original ('Restaurar original')" })
  isCustomized!: boolean;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'The values the preview fills the variables with',
  })
  sample!: Record<string, string>;
  @ApiNullableString({ format: 'uuid' }) lastEditedBy!: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

/** The fields of the editor; the domain's rules (validateEmailTemplate) give the messages. */
class EmailTextInput {
  @ApiProperty({ maxLength: 300, description: "May use the template's {{variables}} only" })
  @IsString({ message: M.subjectRequired })
  subject!: string;

  @ApiProperty({
    description:
      "HTML with the template's {{variables}}. Stored allow-listed: p, br, strong, b, em, i, u, h2, h3, ul, ol, li, blockquote and http(s)/mailto links; everything else is removed.",
  })
  @IsString({ message: M.bodyRequired })
  body!: string;

  @ApiProperty({
    maxLength: 80,
    example: 'Ir a la Aplicación ✨',
    description: "May be empty when the position is 'none'",
  })
  @IsString({ message: M.buttonTextRequired })
  buttonText!: string;

  @ApiProperty({ enum: BUTTON_POSITIONS, description: 'end: Al final, start: Al principio, none: Sin botón' })
  @IsIn(BUTTON_POSITIONS, { message: M.buttonPositionInvalid })
  buttonPosition!: ButtonPosition;
}

export class EmailTemplateInputDto extends EmailTextInput implements EmailTemplateInput {
  @ApiProperty({ maxLength: 120 }) @IsString({ message: M.nameRequired }) name!: string;

  @ApiProperty({ description: 'An inactive announcement template drafts no pending e-mail' })
  @IsBoolean({ message: 'El estado activo debe ser verdadero o falso' })
  isActive!: boolean;
}

export class EmailPreviewInputDto extends EmailTextInput {
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: "Values to try instead of the template's sample data (escaped like any value)",
  })
  @IsOptional()
  @IsObject({ message: 'Los datos de ejemplo deben ser un objeto' })
  sample?: Record<string, string>;
}

export class EmailPreviewResponseDto implements EmailPreviewDto {
  @ApiProperty() subject!: string;
  @ApiProperty({ description: 'The whole HTML document, for a sandboxed iframe' }) html!: string;
  @ApiProperty() text!: string;
}

/** The `:key` of a template's routes: an unknown key is a 404. */
export class TemplateKeyParams {
  @ApiProperty({ enum: EMAIL_TEMPLATE_KEYS })
  @IsString()
  key!: string;
}

// ------------------------------------------------------------------------------- pending e-mails

export class PendingEmailQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ maxLength: 200, description: 'Part of the content title or the subject' })
  @IsOptional()
  @IsString(SEARCH)
  @MaxLength(200, SEARCH_LENGTH)
  q?: string;

  @ApiPropertyOptional({ enum: PENDING_EMAIL_STATUSES })
  @IsOptional()
  @IsIn(PENDING_EMAIL_STATUSES, { message: 'El estado debe ser borrador, programado, enviado o cancelado' })
  status?: PendingEmailStatus;
}

export class PendingEmailResponseDto implements PendingEmailDto {
  @ApiId() id!: number;
  @ApiProperty({ enum: ANNOUNCED_CONTENT_TYPES }) contentType!: AnnouncedContentType;
  @ApiInteger({ minimum: 1 }) contentId!: number;
  @ApiProperty() contentTitle!: string;
  @ApiProperty() emailSubject!: string;
  @ApiProperty({ description: 'Allow-listed HTML; {{firstName}} and {{appUrl}} are filled per person' })
  emailBody!: string;
  @ApiNullableString({ format: 'date-time' }) scheduledFor!: string | null;
  @ApiProperty({ enum: PENDING_EMAIL_STATUSES }) status!: PendingEmailStatus;
  @ApiProperty() aiGenerated!: boolean;
  @ApiNullableString({ format: 'uuid' }) createdBy!: string | null;
  @ApiNullableString({ format: 'uuid' }) lastEditedBy!: string | null;
  @ApiNullableString({ format: 'date-time' }) sentAt!: string | null;
  @ApiNullableInteger({ description: 'The campaign it became once it went out' }) campaignId!: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export const PendingEmailPageDto = AdminPageDto(PendingEmailResponseDto, 'PendingEmailPageDto');

export class PendingEmailInputDto implements PendingEmailInput {
  @ApiProperty({ maxLength: 300, description: 'May use {{firstName}} and {{appUrl}}' })
  @IsString({ message: M.subjectRequired })
  emailSubject!: string;

  @ApiProperty({ description: 'HTML, stored allow-listed; may use {{firstName}} and {{appUrl}}' })
  @IsString({ message: M.bodyRequired })
  emailBody!: string;
}

export class SchedulePendingEmailDto implements SchedulePendingEmailInput {
  @ApiProperty({ format: 'date-time', description: 'Now or later (ISO date-time)' })
  @IsString({ message: M.scheduleInvalid })
  scheduledFor!: string;
}

// ------------------------------------------------------------------------------- campaigns and logs

export class CampaignQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ maxLength: 200, description: "Part of the campaign's name" })
  @IsOptional()
  @IsString(SEARCH)
  @MaxLength(200, SEARCH_LENGTH)
  q?: string;
}

export class EmailCampaignResponseDto implements EmailCampaignDto {
  @ApiId() id!: number;
  @ApiNullableInteger() pendingEmailId!: number | null;
  @ApiProperty() campaignName!: string;
  @ApiProperty({ enum: ANNOUNCED_CONTENT_TYPES }) contentType!: AnnouncedContentType;
  @ApiInteger({ minimum: 1 }) contentId!: number;
  @ApiProperty({ format: 'date-time' }) dueAt!: string;
  @ApiNullableString({ format: 'date-time', description: 'null while it waits for its time or a worker' })
  startedAt!: string | null;
  @ApiNullableString({ format: 'date-time', description: 'null while some mails are still queued' })
  sentAt!: string | null;
  @ApiNullableInteger({ description: 'How late the worker started it (it was down when it was due)' })
  latenessSeconds!: number | null;
  @ApiInteger({ minimum: 0, description: 'Rows of the send ledger' }) recipients!: number;
  @ApiInteger({ minimum: 0 }) queued!: number;
  @ApiInteger({ minimum: 0, description: 'Accepted by the receiving server' }) sent!: number;
  @ApiInteger({ minimum: 0, description: 'Sent and not bounced since' }) delivered!: number;
  @ApiInteger({ minimum: 0 }) bounced!: number;
  @ApiInteger({ minimum: 0 }) failed!: number;
  @ApiInteger({ minimum: 0, description: 'Opted out, bounced before or gone before their turn' })
  skipped!: number;
  @ApiInteger({ minimum: 0, description: 'Estimate: mail clients load (or block) images on their own' })
  opened!: number;
  @ApiInteger({ minimum: 0 }) clicked!: number;
  @ApiProperty({ description: 'delivered / recipients, percent with one decimal' }) deliveryRate!: number;
  @ApiProperty({ description: 'opened / delivered, percent with one decimal (an estimate)' })
  openRate!: number;
  @ApiProperty({ enum: ['waiting', 'sending', 'done'] }) progress!: CampaignProgress;
}

export const EmailCampaignPageDto = AdminPageDto(EmailCampaignResponseDto, 'EmailCampaignPageDto');

const CAMPAIGN_ID = { message: 'La campaña no es válida' };

export class EmailLogQueryDto extends PagingQueryDto implements EmailLogQuery {
  @ApiPropertyOptional({ maxLength: 200, description: 'Part of the address, the template or the type' })
  @IsOptional()
  @IsString(SEARCH)
  @MaxLength(200, SEARCH_LENGTH)
  q?: string;

  @ApiPropertyOptional({ enum: EMAIL_LOG_STATUSES })
  @IsOptional()
  @IsIn(EMAIL_LOG_STATUSES, {
    message: 'El estado debe ser enviado, fallido, entregado, abierto o rebotado',
  })
  status?: EmailLogStatus;

  @ApiPropertyOptional({ type: 'integer', minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt(CAMPAIGN_ID)
  @Min(1, CAMPAIGN_ID)
  @Max(MAX_ID, CAMPAIGN_ID)
  campaignId?: number;
}

export class EmailLogResponseDto implements EmailLogDto {
  @ApiId() id!: number;
  @ApiNullableString({ format: 'uuid' }) userId!: string | null;
  @ApiProperty() toEmail!: string;
  @ApiNullableInteger() campaignId!: number | null;
  @ApiProperty() emailType!: string;
  @ApiProperty() templateUsed!: string;
  @ApiProperty({ enum: EMAIL_SEND_STATES }) state!: EmailSendState;
  @ApiProperty({ enum: EMAIL_LOG_STATUSES, nullable: true, type: String }) status!: EmailLogStatus | null;
  @ApiNullableString() providerResponse!: string | null;
  @ApiNullableString() errorMessage!: string | null;
  @ApiInteger({ minimum: 0 }) retryCount!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiNullableString({ format: 'date-time' }) sentAt!: string | null;
  @ApiNullableString({ format: 'date-time' }) openedAt!: string | null;
  @ApiNullableString({ format: 'date-time' }) clickedAt!: string | null;
}

export const EmailLogPageDto = AdminPageDto(EmailLogResponseDto, 'EmailLogPageDto');
