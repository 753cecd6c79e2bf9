import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import {
  ADMIN_MESSAGES,
  CONTENT_STATUSES,
  type AdminOracleCard,
  type ContentStatus,
  type OracleCardInput,
} from '@inhala/domain';
import {
  ApiId,
  ApiInteger,
  ApiNullableInteger,
  ApiNullableString,
} from '../../../../../platform/http/api-schema';
import { OptionalNotNull } from '../../../../../platform/http/optional-not-null';
import { AdminPageDto } from './admin-page.response.dto';

const M = ADMIN_MESSAGES;

/** The body of POST and PUT /api/admin/oracle-cards; the texts' rules are the domain's (02 §5). */
export class OracleCardInputDto implements OracleCardInput {
  @ApiProperty({ maxLength: 200 }) @IsString({ message: M.nameRequired }) name!: string;
  @ApiProperty() @IsString({ message: M.descriptionRequired }) description!: string;
  @ApiProperty({ description: 'The guidance' })
  @IsString({ message: M.guidanceRequired })
  explanation!: string;
  @ApiInteger({ minimum: 1 }) @IsInt({ message: M.archangelRequired }) arcangelId!: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: '/uploads/... or https://' })
  @IsOptional()
  @IsString({ message: M.imageUrlInvalid })
  imageUrl?: string | null;
  @ApiPropertyOptional({ enum: CONTENT_STATUSES, default: 'published' })
  @OptionalNotNull()
  @IsIn(CONTENT_STATUSES, { message: M.statusInvalid })
  status?: ContentStatus;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0 })
  @OptionalNotNull()
  @IsInt({ message: M.sortOrderInvalid })
  sortOrder?: number;
}

export class AdminOracleCardDto implements AdminOracleCard {
  @ApiId() id!: number;
  @ApiProperty() name!: string;
  @ApiNullableString() imageUrl!: string | null;
  @ApiProperty() explanation!: string;
  @ApiProperty() description!: string;
  @ApiNullableInteger() arcangelId!: number | null;
  @ApiNullableString() arcangelName!: string | null;
  @ApiProperty({ enum: CONTENT_STATUSES }) status!: ContentStatus;
  @ApiInteger({ minimum: 0 }) sortOrder!: number;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export const AdminOracleCardPageDto = AdminPageDto(AdminOracleCardDto, 'AdminOracleCardPageDto');
