import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString } from 'class-validator';
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
import { AdminPageDto } from './admin-page.response.dto';
import { OptionalText, SortOrderInput, StatusInput } from './editor-input';

const M = ADMIN_MESSAGES;

/** The body of POST and PUT /api/admin/oracle-cards; the texts' rules are the domain's (02 §5). */
export class OracleCardInputDto implements OracleCardInput {
  @ApiProperty({ maxLength: 200 }) @IsString({ message: M.nameRequired }) name!: string;
  @ApiProperty() @IsString({ message: M.descriptionRequired }) description!: string;
  @ApiProperty({ description: 'The guidance' })
  @IsString({ message: M.guidanceRequired })
  explanation!: string;
  @ApiInteger({ minimum: 1 }) @IsInt({ message: M.archangelRequired }) arcangelId!: number;
  @OptionalText(M.imageUrlInvalid, '/uploads/... or https://') imageUrl?: string | null;
  @StatusInput() status?: ContentStatus;
  @SortOrderInput({ default: 0 }) sortOrder?: number;
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
