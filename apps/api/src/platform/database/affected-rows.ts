/** Rows changed by an UPDATE or DELETE: TypeORM's postgres driver answers [rows, count] for them. */
export const affectedRows = (result: unknown): number =>
  Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
