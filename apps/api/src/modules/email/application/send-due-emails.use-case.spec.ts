import { MAX_SEND_ATTEMPTS } from '@inhala/domain';
import { loadConfig } from '../../../platform/config/app-config';
import { FakeClock } from '../../../../test/fake-clock';
import { MailRejected, Mailer, type MailReceipt, type OutgoingEmail } from '../ports/mailer.port';
import { SendLedger, type ClaimedEmail, type LeaseHold } from '../ports/send-ledger.port';
import type { ComposeEmail } from './compose-email';
import { SendDueEmails } from './send-due-emails.use-case';

/** Every ledger call, in order, as the use case made it. */
class RecordingLedger extends SendLedger {
  calls: unknown[][] = [];
  constructor(private readonly due: ClaimedEmail[]) {
    super();
  }
  claimDue(): Promise<ClaimedEmail[]> {
    return Promise.resolve(this.due.splice(0));
  }
  private record(...call: unknown[]): Promise<void> {
    this.calls.push(call);
    return Promise.resolve();
  }
  /** Rows another worker took over since they were claimed (their lease ran out). */
  takenOver = new Set<string>();
  renew = (row: LeaseHold) => Promise.resolve(!this.takenOver.has(row.id));
  markSent = (row: LeaseHold, response: string) => this.record('sent', row.id, response);
  markRetry = (row: LeaseHold, tries: number, at: Date, error: string) =>
    this.record('retry', row.id, tries, at, error);
  markFailed = (row: LeaseHold, tries: number, error: string) => this.record('failed', row.id, tries, error);
  markBounced = (row: LeaseHold, email: string, error: string) =>
    this.record('bounced', row.id, email, error);
  markSkipped = (row: LeaseHold, reason: string) => this.record('skipped', row.id, reason);
  release = (rows: LeaseHold[]) =>
    this.record(
      'released',
      rows.map((row) => row.id),
    );
}

class ScriptedMailer extends Mailer {
  sent: string[] = [];
  constructor(private readonly answer: (to: string) => Error | null) {
    super();
  }
  send(message: OutgoingEmail): Promise<MailReceipt> {
    const error = this.answer(message.to);
    if (error) return Promise.reject(error);
    this.sent.push(message.to);
    return Promise.resolve({ response: '250 OK' });
  }
}

const compose = {
  execute: (mail: { to: { email: string } }) =>
    Promise.resolve({ to: mail.to.email, subject: 's', text: 't', html: 'h' }),
} as unknown as ComposeEmail;

const mail = (id: string, overrides: Partial<ClaimedEmail> = {}): ClaimedEmail => ({
  id,
  leaseToken: `token-${id}`,
  messageKey: `key-${id}`,
  userId: `user-${id}`,
  personExists: true,
  toEmail: `${id}@inhala.test`,
  firstName: 'Ana',
  templateKey: 'welcome',
  variables: {},
  action: null,
  campaignId: null,
  campaignText: null,
  retryCount: 0,
  suppressed: false,
  templateActive: true,
  preferences: { news: true, angelMondays: true, reminders: false },
  ...overrides,
});

function sender(due: ClaimedEmail[], answer: (to: string) => Error | null = () => null) {
  const config = loadConfig({ EMAIL_RATE_PER_SECOND: '10000', EMAIL_RETRY_BASE_SECONDS: '60' });
  const ledger = new RecordingLedger(due);
  const mailer = new ScriptedMailer(answer);
  const clock = new FakeClock();
  clock.set('2026-11-24T10:00:00Z');
  return { ledger, mailer, send: new SendDueEmails(config, ledger, compose, mailer, clock) };
}

describe('SendDueEmails', () => {
  it.each([
    [1, 60],
    [2, 120],
    [3, 240],
    [4, 480],
  ])('should retry a 451 after try %i in %i s', async (tries, seconds) => {
    const { ledger, send } = sender(
      [mail('1', { retryCount: tries - 1 })],
      () => new MailRejected('451 luego', { responseCode: 451 }),
    );
    await send.execute();
    expect(ledger.calls).toEqual([
      ['retry', '1', tries, new Date(Date.parse('2026-11-24T10:00:00Z') + seconds * 1000), '451 luego'],
    ]);
  });

  it(`should give up after ${MAX_SEND_ATTEMPTS} tries`, async () => {
    const { ledger, send } = sender(
      [mail('1', { retryCount: MAX_SEND_ATTEMPTS - 1 })],
      () => new MailRejected('451', { responseCode: 451 }),
    );
    await send.execute();
    expect(ledger.calls).toEqual([['failed', '1', MAX_SEND_ATTEMPTS, '451']]);
  });

  it('should fail, without sending, a row whose leases ran out as often as it may be tried', async () => {
    const { ledger, mailer, send } = sender([mail('1', { retryCount: MAX_SEND_ATTEMPTS })]);
    await send.execute();
    expect(mailer.sent).toEqual([]);
    expect(ledger.calls).toEqual([
      ['failed', '1', MAX_SEND_ATTEMPTS, `Sin respuesta tras ${MAX_SEND_ATTEMPTS} intentos`],
    ]);
  });

  it('should take an error that is not an SMTP answer as a lost connection, and retry', async () => {
    const { ledger, send } = sender([mail('1')], () => new Error('socket hang up'));
    await send.execute();
    expect(ledger.calls[0]?.slice(0, 3)).toEqual(['retry', '1', 1]);
  });

  it('should bounce a 550 to RCPT TO and fail a 554 to DATA at once', async () => {
    const { ledger, send } = sender([mail('a'), mail('b')], (to) =>
      to.startsWith('a')
        ? new MailRejected('550 no existe', { responseCode: 550, command: 'RCPT TO' })
        : new MailRejected('554 rechazado', { responseCode: 554, command: 'DATA' }),
    );
    await send.execute();
    expect(ledger.calls).toEqual(
      expect.arrayContaining([
        ['bounced', 'a', 'a@inhala.test', '550 no existe'],
        ['failed', 'b', 1, '554 rechazado'],
      ]),
    );
  });

  it('should skip, without sending, people who left, bounced or turned the kind off, but send them transactional mail', async () => {
    const { ledger, mailer, send } = sender([
      mail('gone', { personExists: false, userId: null }),
      mail('bounced', { suppressed: true }),
      mail('off', {
        templateKey: 'new_meditation',
        preferences: { news: false, angelMondays: true, reminders: false },
      }),
      mail('reminder', { templateKey: 'practice_reminder' }),
      mail('welcome', { preferences: { news: false, angelMondays: false, reminders: false } }),
    ]);
    await send.execute();
    expect(mailer.sent).toEqual(['welcome@inhala.test']);
    expect(ledger.calls).toEqual(
      expect.arrayContaining([
        ['skipped', 'gone', 'La persona eliminó su cuenta'],
        ['skipped', 'bounced', 'La dirección rebotó antes: no se le vuelve a escribir'],
        ['skipped', 'off', 'La persona desactivó los correos de «Novedades»'],
        // Reminders are off until the person opts in.
        ['skipped', 'reminder', 'La persona desactivó los correos de «Recordatorios»'],
        ['sent', 'welcome', '250 OK'],
      ]),
    );
  });

  it('should skip automatic mail of a switched-off template, but send a campaign the admin approved', async () => {
    const { ledger, mailer, send } = sender([
      mail('welcome', { templateActive: false }),
      mail('campaign', {
        templateKey: 'new_meditation',
        templateActive: false,
        campaignId: 3,
        campaignText: { subject: 'Nueva', body: '<p>Hola {{firstName}}</p>' },
      }),
    ]);
    await send.execute();
    expect(mailer.sent).toEqual(['campaign@inhala.test']);
    expect(ledger.calls).toEqual(
      expect.arrayContaining([['skipped', 'welcome', 'La plantilla «Bienvenida» está desactivada']]),
    );
  });

  it('should not send a row another worker took over while it waited in the batch', async () => {
    const { ledger, mailer, send } = sender([mail('mine'), mail('taken')]);
    ledger.takenOver.add('taken');
    await send.execute();
    expect(mailer.sent).toEqual(['mine@inhala.test']);
    expect(ledger.calls).toEqual([['sent', 'mine', '250 OK']]);
  });

  it('should hand back what it has not started once it is stopping', async () => {
    const { ledger, mailer, send } = sender([
      mail('1'),
      mail('2'),
      mail('3'),
      mail('4'),
      mail('5'),
      mail('6'),
      mail('7'),
    ]);
    let stopping = false;
    const original = mailer.send.bind(mailer);
    mailer.send = (message) => {
      stopping = true;
      return original(message);
    };
    await send.execute(() => stopping);
    // Five lanes had each taken one mail; those finish, the last two go back.
    expect(mailer.sent).toHaveLength(5);
    expect(ledger.calls).toContainEqual(['released', ['6', '7']]);
  });
});
