import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const own = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (own) return own;
    const nested = error.children?.length ? firstMessage(error.children) : '';
    if (nested) return nested;
  }
  return 'Los datos enviados no son válidos';
}

/**
 * Validates every body, query and param against its DTO. Unknown properties are stripped,
 * and the answer is the first Spanish message the DTO declares, one at a time like the forms.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(firstMessage(errors)),
  });
}
