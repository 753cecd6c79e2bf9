import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Max, Min } from 'class-validator';
import { MAX_ID } from '../../../../../platform/http/id-param';
import { OptionalNotNull } from '../../../../../platform/http/optional-not-null';
import {
  MORNING_PAGE_MESSAGES as M,
  MORNING_PAGES_PAGE,
  type CreateMorningPageRequest,
  type UpdateMorningPageRequest,
} from '@inhala/domain';

export class CreateMorningPageRequestDto implements CreateMorningPageRequest {
  @ApiPropertyOptional({ maxLength: 200 }) @IsOptional() @IsString({ message: M.titleMax }) title?: string;
  @ApiProperty({ maxLength: 20000 }) @IsString({ message: M.empty }) content!: string;
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Made by the browser: the same id stores the page once',
  })
  @OptionalNotNull()
  @IsUUID('all', { message: 'El identificador de la página no es válido' })
  clientId?: string;
}

export class UpdateMorningPageRequestDto implements UpdateMorningPageRequest {
  @ApiPropertyOptional({ maxLength: 200 }) @IsOptional() @IsString({ message: M.titleMax }) title?: string;
  @ApiPropertyOptional({ maxLength: 20000 })
  @OptionalNotNull()
  @IsString({ message: M.empty })
  content?: string;
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsBoolean({ message: 'archived debe ser verdadero o falso' })
  archived?: boolean;
}

const BEFORE = { message: 'El identificador no es válido' };
const LIMIT = { message: `El límite debe ser de 1 a ${MORNING_PAGES_PAGE.max}` };

/** The newest pages, or the ones after (older than) the page `before`. */
export class MorningPagesQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_ID,
    description: 'The last page already shown',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt(BEFORE)
  @Min(1, BEFORE)
  @Max(MAX_ID, BEFORE)
  before?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MORNING_PAGES_PAGE.max,
    default: MORNING_PAGES_PAGE.size,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt(LIMIT)
  @Min(1, LIMIT)
  @Max(MORNING_PAGES_PAGE.max, LIMIT)
  limit?: number;
}
