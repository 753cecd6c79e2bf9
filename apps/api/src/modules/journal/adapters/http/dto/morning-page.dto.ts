import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { Type } from 'class-transformer';
import {
  MORNING_PAGE_MESSAGES as M,
  type CreateMorningPageRequest,
  type MorningPageView,
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

export class MorningPageDto implements MorningPageView {
  @ApiProperty() id!: number;
  @ApiProperty({ nullable: true, type: String }) title!: string | null;
  @ApiProperty() content!: string;
  @ApiProperty({ nullable: true, type: String }) promptText!: string | null;
  @ApiProperty({ nullable: true, type: Number }) challengeId!: number | null;
  @ApiProperty({ nullable: true, type: String }) challengeName!: string | null;
  @ApiProperty({ nullable: true, type: Number }) dayNumber!: number | null;
  @ApiProperty() archived!: boolean;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}
