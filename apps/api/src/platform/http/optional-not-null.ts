import { ValidateIf } from 'class-validator';

/**
 * A field that may be left out of a request but, when sent, is validated like any other:
 * `null` included. (`@IsOptional()` also lets `null` through, which for a field the model never
 * holds as null means a half-checked value reaching the use case.)
 */
export const OptionalNotNull = () => ValidateIf((_object: object, value: unknown) => value !== undefined);
