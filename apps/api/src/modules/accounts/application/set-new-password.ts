import { DomainError } from '@inhala/domain';
import type { AccountRepository } from '../ports/account.repository.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { ResetCodeStore } from '../ports/reset-code.store.port';
import type { SessionStore } from '../ports/session.store.port';
import type { SignInThrottle } from '../ports/sign-in-throttle.port';

/**
 * The end of a reset, by code or by link: the code is spent (once: a second request that got
 * here with it is refused), the password changes, every session ends, and the address that did
 * it is admitted to the account (SIGN_IN_THROTTLE).
 */
export async function setNewPassword(
  ports: {
    codes: ResetCodeStore;
    accounts: AccountRepository;
    hasher: PasswordHasher;
    sessions: SessionStore;
    throttle: SignInThrottle;
  },
  reset: { codeId: number; accountId: string; newPassword: string; now: Date; address: string },
): Promise<void> {
  if (!(await ports.codes.markUsed(reset.codeId, reset.now))) throw new DomainError('RESET.INVALID_CODE');
  await ports.accounts.updatePasswordHash(reset.accountId, await ports.hasher.hash(reset.newPassword));
  await ports.sessions.deleteAllFor(reset.accountId);
  await ports.throttle.passwordReset(reset.accountId, reset.address);
}
