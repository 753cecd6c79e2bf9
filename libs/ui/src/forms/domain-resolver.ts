import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Each field's message, or nothing for a field that keeps the rules. */
type FieldMessages<T> = Partial<Record<keyof T & string, string | null | undefined>>;

/**
 * A react-hook-form resolver made of the rules in libs/domain, the same functions the API runs
 * on the request (DESIGN: a rule both sides need lives once), so a form shows exactly the
 * server's Spanish messages and never disagrees with it. `context` is the form's own (e.g. the
 * step of a wizard).
 */
export function domainResolver<T extends FieldValues, C = unknown>(
  validate: (values: T, context: C | undefined) => FieldMessages<T>,
): Resolver<T, C> {
  return async (values, context) => {
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(validate(values, context))) {
      if (typeof message === 'string') errors[field] = { type: 'validate', message };
    }
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<T> }
      : { values, errors: {} };
  };
}
