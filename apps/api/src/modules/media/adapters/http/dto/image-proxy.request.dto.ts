import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IMAGE_DEFAULTS, IMAGE_PROXY_FORMATS } from '@inhala/domain';
import type { ProxyImageQuery } from '../../../application/proxy-image.use-case';

const NOT_INTEGER = 'El tamaño de la imagen debe ser un número entero';
const NOT_A_SIZE = 'Este tamaño de imagen no está disponible';

// class-validator checks the decorators of a property from the bottom up, stopping at the first
// failure: the type first, then its bounds.

/**
 * One value per parameter, each bounded: a repeated parameter (an array) or a nested one (an
 * object) is refused with a Spanish 400. Which sizes and formats exist is the use case's rule
 * (IMAGE_CONTEXTS in @inhala/domain).
 */
export class ImageProxyQueryDto implements ProxyImageQuery {
  @ApiProperty({ description: 'An image on one of the storage hosts (GET /api/images/hosts)' })
  @IsDefined({ message: 'Falta la dirección de la imagen' })
  @MaxLength(2048, { message: 'La dirección de la imagen es demasiado larga' })
  @IsNotEmpty({ message: 'Falta la dirección de la imagen' })
  @IsString({ message: 'La dirección de la imagen no es válida' })
  url!: string;

  @ApiPropertyOptional({ default: IMAGE_DEFAULTS.w })
  @IsOptional()
  @Type(() => Number)
  @Max(10_000, { message: NOT_A_SIZE })
  @Min(1, { message: NOT_A_SIZE })
  @IsInt({ message: NOT_INTEGER })
  w?: number;

  @ApiPropertyOptional({ default: IMAGE_DEFAULTS.h })
  @IsOptional()
  @Type(() => Number)
  @Max(10_000, { message: NOT_A_SIZE })
  @Min(1, { message: NOT_A_SIZE })
  @IsInt({ message: NOT_INTEGER })
  h?: number;

  @ApiPropertyOptional({ default: IMAGE_DEFAULTS.q })
  @IsOptional()
  @Type(() => Number)
  @Max(100, { message: NOT_A_SIZE })
  @Min(1, { message: NOT_A_SIZE })
  @IsInt({ message: 'La calidad de la imagen debe ser un número entero' })
  q?: number;

  @ApiPropertyOptional({ enum: IMAGE_PROXY_FORMATS, default: IMAGE_DEFAULTS.f })
  @IsOptional()
  @MaxLength(10, { message: 'Formato de imagen no soportado' })
  @IsString({ message: 'Formato de imagen no soportado' })
  f?: string;
}
