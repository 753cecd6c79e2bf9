import { applyDecorators, type PipeTransform } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** Our ids are PostgreSQL `integer` columns: anything outside 1..2^31-1 names nothing. */
export const MAX_ID = 2_147_483_647;
const ID_MESSAGE = { message: 'El identificador no es válido' };

/** A numeric id from the path or the query, bounded so that no query can overflow. */
export const EntityId = (description?: string) =>
  applyDecorators(
    ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID, description }),
    Type(() => Number),
    IsInt(ID_MESSAGE),
    Min(1, ID_MESSAGE),
    Max(MAX_ID, ID_MESSAGE),
  );

/** The `:id` of a route. */
export class IdParams {
  @EntityId() id!: number;
}

/** The id as a number when it can name a row, else null. */
function parseEntityId(raw: unknown): number | null {
  // The global validation pipe may already have turned a numeric path segment into a number.
  if (typeof raw === 'string' && !/^[0-9]{1,10}$/.test(raw)) return null;
  const id = typeof raw === 'string' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}

/** For routes where an id that cannot exist reads as "not found" rather than bad input. */
export class EntityIdOrNotFoundPipe implements PipeTransform<unknown, number> {
  constructor(private readonly notFound: () => Error) {}

  transform(raw: unknown): number {
    const id = parseEntityId(raw);
    if (id === null) throw this.notFound();
    return id;
  }
}
