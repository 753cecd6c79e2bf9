import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';

type Options = Omit<ApiPropertyOptions, 'type' | 'nullable'> & { description?: string };

/**
 * Property decorators that say exactly what the API answers: whole numbers as `integer`, and
 * nullable fields with their type (a bare `nullable: true` on a union is written as an object).
 */
export const ApiInteger = (options: Options = {}) =>
  ApiProperty({ ...options, type: 'integer' } as ApiPropertyOptions);
export const ApiId = (description?: string) => ApiProperty({ type: 'integer', minimum: 1, description });
export const ApiNullableString = (options: Options = {}) =>
  ApiProperty({ ...options, type: String, nullable: true } as ApiPropertyOptions);
export const ApiNullableInteger = (options: Options = {}) =>
  ApiProperty({ ...options, type: 'integer', nullable: true } as ApiPropertyOptions);
export const ApiNullableEnum = (values: readonly string[], options: Options = {}) =>
  ApiProperty({ ...options, type: String, enum: [...values], nullable: true } as ApiPropertyOptions);
export const ApiOptionalInteger = (options: Options = {}) =>
  ApiPropertyOptional({ ...options, type: 'integer' } as ApiPropertyOptions);
