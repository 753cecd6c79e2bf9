import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { ADMIN_MESSAGES, CONTENT_STATUSES } from '@inhala/domain';
import { OptionalNotNull } from '../../../../../platform/http/optional-not-null';

/** The OpenAPI schema of a text field that may be left out or null. */
export const ApiOptionalText = (description?: string) =>
  ApiPropertyOptional({ type: String, nullable: true, description });

/** A text field that may be left out or null; anything but text is refused with `message`. */
export const OptionalText = (message: string, description?: string) =>
  applyDecorators(ApiOptionalText(description), IsOptional(), IsString({ message }));

/** An editor's `status` (draft, published or archived): published when left out, never null. */
export const StatusInput = (description?: string) =>
  applyDecorators(
    ApiPropertyOptional({ enum: CONTENT_STATUSES, default: 'published', description }),
    OptionalNotNull(),
    IsIn(CONTENT_STATUSES, { message: ADMIN_MESSAGES.statusInvalid }),
  );

/** An editor's `sortOrder`: a whole number that may be left out, never null. */
export const SortOrderInput = (schema: { default?: number; description?: string }) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 0, ...schema }),
    OptionalNotNull(),
    IsInt({ message: ADMIN_MESSAGES.sortOrderInvalid }),
  );
