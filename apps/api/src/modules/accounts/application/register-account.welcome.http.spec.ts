import { queryDb, startTestApp, uniqueEmail, type TestApp } from '../../../../test/test-app';
import { SessionStore } from '../ports/session.store.port';

/** The welcome mail belongs to the registration: no account kept, no welcome queued. */
describe('RegisterAccount and its welcome mail', () => {
  let t: TestApp;
  let failSessions = false;

  beforeAll(async () => {
    const refusing: Partial<SessionStore> = {
      create: async () => {
        if (failSessions) throw new Error('la tabla de sesiones no responde');
      },
      find: async () => null,
    };
    t = await startTestApp({}, { overrides: [{ provide: SessionStore, useValue: refusing }] });
  });
  afterAll(() => t.close());

  const register = (email: string) =>
    t
      .fromNewAddress()
      .post('/api/auth/register')
      .send({ firstName: 'Ana', lastName: 'Luz', email, password: 'secreto1', timezone: 'Europe/Madrid' });

  it('should queue no welcome when the registration fails after the account was written', async () => {
    failSessions = true;
    const email = uniqueEmail('fallida');
    const res = await register(email);
    expect(res.status).toBe(500);
    expect(await queryDb(t, 'SELECT id FROM users WHERE email = $1', [email.toLowerCase()])).toEqual([]);
    expect(await queryDb(t, 'SELECT id FROM email_logs WHERE to_email = $1', [email.toLowerCase()])).toEqual(
      [],
    );
  });

  // The ledger row is written from the new account's row before the commit: outside the
  // registration's transaction it would not see the account, and nothing would be queued.
  it('should queue the welcome with the account when the registration succeeds', async () => {
    failSessions = false;
    const email = uniqueEmail('lograda');
    const res = await register(email).expect(201);
    const rows = await queryDb(t, 'SELECT dedupe_key FROM email_logs WHERE to_email = $1', [
      email.toLowerCase(),
    ]);
    expect(rows).toEqual([{ dedupe_key: `welcome:${res.body.user.id as string}` }]);
  });
});
