/**
 * TypeORM's postgres driver answers an UPDATE or DELETE as `[rows, count]`, and anything else as
 * the rows alone. These read either shape.
 */
const isUpdateResult = (result: unknown): result is [unknown[], number] =>
  Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number';

/** Rows changed by an UPDATE or DELETE. */
export const affectedRows = (result: unknown): number => (isUpdateResult(result) ? result[1] : 0);

/** The rows a statement returned (RETURNING), whatever kind of statement it was. */
export const returnedRows = <T>(result: unknown): T[] =>
  (isUpdateResult(result) ? result[0] : Array.isArray(result) ? result : []) as T[];
