import type { Role } from '@inhala/domain';
import type { Account } from './account';

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  timezone: string;
  role?: Role;
}

export abstract class AccountRepository {
  abstract findByEmail(email: string): Promise<Account | null>;
  abstract findById(id: string): Promise<Account | null>;
  /** Returns null when the e-mail is taken (also when two registrations race). */
  abstract create(account: NewAccount): Promise<Account | null>;
  abstract recordSignIn(id: string, at: Date, timezone: string | null): Promise<void>;
  abstract updatePasswordHash(id: string, passwordHash: string): Promise<void>;
}
