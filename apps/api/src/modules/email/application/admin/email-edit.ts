import { DomainError, firstAdminMessage } from '@inhala/domain';

/** One admin change of the e-mail context, as the audit log records it. */
export interface EmailEdit<T> {
  before: T;
  after: T;
}

/** The first broken rule as VALIDATION.FAILED with its Spanish message; nothing when all hold. */
export function refuseInvalid(messages: Partial<Record<string, string | undefined>>): void {
  const message = firstAdminMessage(messages);
  if (message) throw new DomainError('VALIDATION.FAILED', message);
}

/** What the admin routes answer for a key or an id that names nothing. */
export const notFound = (): DomainError => new DomainError('ADMIN.NOT_FOUND');
