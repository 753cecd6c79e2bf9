import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import {
  MORNING_PAGE_MESSAGES as M,
  type CreateMorningPageRequest,
  type UpdateMorningPageRequest,
} from '@inhala/domain';

export class CreateMorningPageRequestDto implements CreateMorningPageRequest {
  @ApiPropertyOptional({ maxLength: 200 }) @IsOptional() @IsString({ message: M.titleMax }) title?: string;
  @ApiProperty({ maxLength: 20000 }) @IsString({ message: M.empty }) content!: string;
}

export class UpdateMorningPageRequestDto implements UpdateMorningPageRequest {
  @ApiPropertyOptional({ maxLength: 200 }) @IsOptional() @IsString({ message: M.titleMax }) title?: string;
  @ApiPropertyOptional({ maxLength: 20000 }) @IsOptional() @IsString({ message: M.empty }) content?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'archived debe ser verdadero o falso' })
  archived?: boolean;
}
