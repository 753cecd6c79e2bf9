import type { UserView } from '@inhala/domain';

/** An account as the use cases see it: the public view plus what never leaves the server. */
export interface Account extends Omit<UserView, 'createdAt'> {
  passwordHash: string;
  createdAt: Date;
}

export function toUserView(account: Account): UserView {
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    role: account.role,
    timezone: account.timezone,
    language: account.language,
    legacyPaymentPlatform: account.legacyPaymentPlatform,
    createdAt: account.createdAt.toISOString(),
  };
}
