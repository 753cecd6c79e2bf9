import type { PracticeDaySettings, Role, UserView } from '@inhala/domain';

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
    dayEndsAt: account.dayEndsAt,
    practiceDayHold: account.practiceDayHold,
    language: account.language,
    legacyPaymentPlatform: account.legacyPaymentPlatform,
    createdAt: account.createdAt.toISOString(),
  };
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  timezone: string;
  role?: Role;
  /** Set when this e-mail already had its trial in an account since erased (UsedTrials). */
  trialUsedAt?: Date | null;
}

export abstract class AccountRepository {
  abstract findByEmail(email: string): Promise<Account | null>;
  abstract findById(id: string): Promise<Account | null>;
  /** Returns null when the e-mail is taken (also when two registrations race). */
  abstract create(account: NewAccount): Promise<Account | null>;
  abstract recordSignIn(id: string, at: Date, timezone: string | null): Promise<void>;
  abstract updatePasswordHash(id: string, passwordHash: string): Promise<void>;
  /** The zone, the hour the day ends and any day held open; null when the account is gone. */
  abstract updatePracticeDay(id: string, settings: Required<PracticeDaySettings>): Promise<Account | null>;
}
