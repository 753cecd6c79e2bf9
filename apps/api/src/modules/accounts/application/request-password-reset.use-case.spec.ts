import { InProcessBackgroundTasks } from '../../../platform/background/in-process-background.tasks';
import { Clock } from '../../../platform/time/clock.port';
import { type Account, AccountRepository, type NewAccount } from '../ports/account.repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';
import { PasswordResetNotifier } from '../ports/password-reset-notifier.port';
import { ResetCodeStore, type StoredResetCode } from '../ports/reset-code.store.port';
import { SecretGenerator } from '../ports/secret-generator.port';
import { RESET_REQUESTED_MESSAGE, RequestPasswordReset } from './request-password-reset.use-case';

const ana: Account = {
  id: 'b7c1c1a4-0d4c-4a57-9d0e-000000000001',
  email: 'ana@inhala.test',
  firstName: 'Ana',
  lastName: 'Luz',
  role: 'lead',
  timezone: 'UTC',
  dayEndsAt: 0,
  practiceDayHold: null,
  language: 'es',
  legacyPaymentPlatform: null,
  passwordHash: 'hash',
  createdAt: new Date('2026-11-01T00:00:00Z'),
};

class OneAccount extends AccountRepository {
  findByEmail = (email: string) => Promise.resolve(email === ana.email ? ana : null);
  findById = () => Promise.resolve(null);
  create = (_: NewAccount) => Promise.resolve(null);
  recordSignIn = () => Promise.resolve();
  updatePasswordHash = () => Promise.resolve();
  updatePracticeDay = () => Promise.resolve(null);
}

class RecordingCodes extends ResetCodeStore {
  issued: string[] = [];
  issue = (accountId: string) => {
    this.issued.push(accountId);
    return Promise.resolve(this.issued.length);
  };
  latest = (): Promise<StoredResetCode | null> => Promise.resolve(null);
  byId = (): Promise<StoredResetCode | null> => Promise.resolve(null);
  reserveTry = () => Promise.resolve(null);
  markUsed = () => Promise.resolve(false);
}

class CountingHasher extends PasswordHasher {
  hashes = 0;
  hash = (secret: string) => {
    this.hashes += 1;
    return Promise.resolve(`hashed:${secret}`);
  };
  verify = () => Promise.resolve(false);
}

/** A mail server that holds every message until the test lets it go. */
class HeldNotifier extends PasswordResetNotifier {
  sent: Array<{ email: string; code: string }> = [];
  private release: () => void = () => undefined;
  private readonly released = new Promise<void>((resolve) => (this.release = resolve));
  failWith: Error | null = null;

  async sendCode(to: { email: string }, code: string): Promise<void> {
    await this.released;
    if (this.failWith) throw this.failWith;
    this.sent.push({ email: to.email, code });
  }

  letGo(): void {
    this.release();
  }
}

describe('RequestPasswordReset', () => {
  let hasher: CountingHasher;
  let codes: RecordingCodes;
  let notifier: HeldNotifier;
  let background: InProcessBackgroundTasks;
  let useCase: RequestPasswordReset;

  beforeEach(() => {
    hasher = new CountingHasher();
    codes = new RecordingCodes();
    notifier = new HeldNotifier();
    background = new InProcessBackgroundTasks();
    const secrets = new (class extends SecretGenerator {
      sessionToken = () => 'f'.repeat(32);
      resetCode = () => '042917';
      resetLinkSecret = () => ({ secret: 's'.repeat(43), hash: 'h'.repeat(64) });
      resetLinkMatches = () => false;
    })();
    const clock = new (class extends Clock {
      now = () => new Date('2026-11-21T10:00:00Z');
    })();
    useCase = new RequestPasswordReset(new OneAccount(), codes, hasher, secrets, notifier, clock, background);
  });

  const answerWithin = <T>(work: Promise<T>, ms: number) =>
    Promise.race([work, new Promise<'still waiting'>((r) => setTimeout(() => r('still waiting'), ms))]);

  it('should answer before the e-mail goes out, and send it afterwards', async () => {
    await expect(answerWithin(useCase.execute(' ANA@inhala.test '), 2000)).resolves.toEqual({
      message: RESET_REQUESTED_MESSAGE,
    });
    expect(notifier.sent).toEqual([]);
    notifier.letGo();
    await background.idle();
    expect(notifier.sent).toEqual([{ email: 'ana@inhala.test', code: '042917' }]);
    expect(codes.issued).toEqual([ana.id]);
  });

  it('should do the same hashing for an unknown e-mail, and store and send nothing', async () => {
    notifier.letGo();
    await expect(useCase.execute('nadie@inhala.test')).resolves.toEqual({ message: RESET_REQUESTED_MESSAGE });
    await background.idle();
    expect(hasher.hashes).toBe(1);
    await useCase.execute('ana@inhala.test');
    await background.idle();
    expect(hasher.hashes).toBe(2);
    expect(codes.issued).toEqual([ana.id]);
    expect(notifier.sent.map((m) => m.email)).toEqual(['ana@inhala.test']);
  });

  it('should keep the answer when the e-mail cannot be sent (the failure is logged)', async () => {
    notifier.failWith = new Error('SMTP caído');
    notifier.letGo();
    await expect(useCase.execute('ana@inhala.test')).resolves.toEqual({ message: RESET_REQUESTED_MESSAGE });
    await expect(background.idle()).resolves.toBeUndefined();
    expect(notifier.sent).toEqual([]);
  });

  it('should still refuse a malformed e-mail at once', async () => {
    await expect(useCase.execute('ana@')).rejects.toMatchObject({ code: 'VALIDATION.FAILED' });
    await background.idle();
    expect(hasher.hashes).toBe(0);
  });
});
