import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, IsString, IsTimeZone, Matches, MaxLength } from 'class-validator';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntityType,
  type AuditEntryView,
  type AuditQuery,
} from '@inhala/domain';
import { ApiId, ApiNullableString } from '../../../../../platform/http/api-schema';
import { AdminPageDto } from './admin-page.response.dto';
import { PagingQueryDto } from './paging.query.dto';

const DAY = { message: 'La fecha debe tener el formato AAAA-MM-DD' };
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/admin/audit: who, what and when (02 §3.12), every filter optional. */
export class AuditQueryDto extends PagingQueryDto implements AuditQuery {
  @ApiPropertyOptional({ maxLength: 200, description: 'Part of the admin’s name or e-mail' })
  @IsOptional()
  @IsString({ message: 'La persona debe ser texto' })
  @MaxLength(200, { message: 'La persona no puede superar los 200 caracteres' })
  person?: string;

  @ApiPropertyOptional({ enum: AUDIT_ENTITY_TYPES })
  @IsOptional()
  @IsIn(AUDIT_ENTITY_TYPES, { message: 'El tipo de elemento no es válido' })
  entityType?: AuditEntityType;

  @ApiPropertyOptional({ maxLength: 200, description: 'Part of the item’s id or name' })
  @IsOptional()
  @IsString({ message: 'El elemento debe ser texto' })
  @MaxLength(200, { message: 'El elemento no puede superar los 200 caracteres' })
  entity?: string;

  @ApiPropertyOptional({ format: 'date', description: 'First day, inclusive (in timeZone)' })
  @IsOptional()
  @Matches(DAY_PATTERN, DAY)
  @IsISO8601({ strict: true }, DAY)
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Last day, inclusive (in timeZone)' })
  @IsOptional()
  @Matches(DAY_PATTERN, DAY)
  @IsISO8601({ strict: true }, DAY)
  to?: string;

  @ApiPropertyOptional({
    example: 'Europe/Madrid',
    description: 'IANA time zone of the days; UTC by default',
  })
  @IsOptional()
  @IsTimeZone({ message: 'La zona horaria no es válida' })
  timeZone?: string;
}

export class AuditChangesDto {
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true, description: 'The item before' })
  before!: unknown;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true, description: 'The item after' })
  after!: unknown;
}

export class AuditEntryDto implements AuditEntryView {
  @ApiId() id!: number;
  @ApiNullableString({ format: 'uuid' }) userId!: string | null;
  @ApiNullableString() userName!: string | null;
  @ApiNullableString() userEmail!: string | null;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action!: AuditAction;
  @ApiProperty({ enum: AUDIT_ENTITY_TYPES }) entityType!: AuditEntityType;
  @ApiNullableString() entityId!: string | null;
  @ApiNullableString() entityName!: string | null;
  @ApiProperty({ type: AuditChangesDto, nullable: true }) changes!: {
    before: unknown;
    after: unknown;
  } | null;
  @ApiNullableString() ipAddress!: string | null;
  @ApiNullableString() userAgent!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export const AuditEntryPageDto = AdminPageDto(AuditEntryDto, 'AuditEntryPageDto');
