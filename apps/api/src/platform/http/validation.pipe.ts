import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';

const NUL_MESSAGE = 'El texto contiene caracteres no válidos';

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const own = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (own) return own;
    const nested = error.children?.length ? firstMessage(error.children) : '';
    if (nested) return nested;
  }
  return 'Los datos enviados no son válidos';
}

/** True when any string in the value (keys included) holds a NUL, which PostgreSQL text refuses. */
function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) pending.push(...(next as unknown[]));
    else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Validates every body, query and param against its DTO. Unknown properties are stripped,
 * and the answer is the first Spanish message the DTO declares, one at a time like the forms.
 * Text with NUL characters is refused for every input, typed or not.
 */
class InhalaValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom' && containsNul(value)) throw new BadRequestException(NUL_MESSAGE);
    return super.transform(value, metadata) as Promise<unknown>;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new InhalaValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(firstMessage(errors)),
  });
}
