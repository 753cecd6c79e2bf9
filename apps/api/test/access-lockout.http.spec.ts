import { BackgroundTasks } from '../src/platform/background/background-tasks.port';
import type { InProcessBackgroundTasks } from '../src/platform/background/in-process-background.tasks';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';
import { queryDb, registerUser, signIn, startTestApp, type TestApp } from './test-app';

/**
 * Someone who knows only an e-mail address cannot keep its owner out (README, 'Access'), while
 * strangers guess no faster than before: RESET_CODE_POLICY and SIGN_IN_THROTTLE in @inhala/domain.
 * Counts, not timings.
 */
describe('strangers cannot lock an owner out', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp({ SMTP_URL: smtp.url('api'), PUBLIC_URL: 'https://inhala.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => t.clock.reset());

  /** Every reset mail sent so far has gone: the background work of each request has finished. */
  const settled = () => t.app.get<InProcessBackgroundTasks>(BackgroundTasks, { strict: false }).idle();
  const resetMailsTo = (email: string) =>
    smtp.mails.filter((mail) => mail.to === email.toLowerCase() && /^Subject: .*recuperaci/im.test(mail.raw));
  const codeOf = (raw: string) => /<h2>(\d{6})<\/h2>/.exec(decoded(raw))?.[1] ?? '';
  const linkTokenOf = (raw: string) =>
    decodeURIComponent(/https:\/\/inhala\.test\/\?restablecer=([\w.%-]+)/.exec(decoded(raw))?.[1] ?? '');
  const forgot = (http: TestApp['http'], email: string) =>
    http.post('/api/auth/forgot-password').send({ email });
  const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it("should keep mailing nothing new while a code is live, keep the owner's code working, and answer no stranger 429", async () => {
    const owner = await registerUser(t.fromNewAddress());
    const phone = t.fromNewAddress();
    await forgot(phone, owner.email).expect(200);
    await settled();
    // Ten strangers, five requests each: before, the sixth request of all answered 429 for an
    // hour, the owner included, and each one replaced the code in the owner's mail.
    for (let stranger = 0; stranger < 10; stranger++) {
      const from = t.fromNewAddress();
      for (let i = 0; i < 5; i++) await forgot(from, owner.email).expect(200);
    }
    await forgot(t.fromNewAddress(), owner.email).expect(200);
    await settled();
    const mails = resetMailsTo(owner.email);
    expect(mails).toHaveLength(1);
    await phone
      .post('/api/auth/reset-password')
      .send({ email: owner.email, otpCode: codeOf(mails[0]!.raw), newPassword: 'nueva-clave' })
      .expect(200);
    await signIn(phone, owner.email, 'nueva-clave');
  });

  it("should let the owner reset through the mail's link after strangers spent the code's tries", async () => {
    const owner = await registerUser(t.fromNewAddress());
    await forgot(t.fromNewAddress(), owner.email).expect(200);
    await settled();
    const [mail] = resetMailsTo(owner.email);
    const code = codeOf(mail!.raw);
    // Strangers type five wrong codes, each from an address of its own: the code is spent, as before.
    for (let i = 1; i <= 5; i++) {
      const res = await t
        .fromNewAddress()
        .post('/api/auth/reset-password')
        .send({ email: owner.email, otpCode: wrongCodeFor(code), newPassword: 'de-un-extraño' });
      expect(res.status).toBe(i < 5 ? 400 : 429);
    }
    const newDevice = t.fromNewAddress();
    const spent = await newDevice
      .post('/api/auth/reset-password')
      .send({ email: owner.email, otpCode: code, newPassword: 'nueva-clave' })
      .expect(429);
    expect(spent.body.message).toBe(
      'Demasiados intentos fallidos con este código. Usa el enlace del mismo correo, o pide un código nuevo cuando este caduque (15 minutos).',
    );
    // The owner can still ask (no 429), and the mail already in the inbox carries the link.
    await forgot(newDevice, owner.email).expect(200);
    const token = linkTokenOf(mail!.raw);
    expect(token).toMatch(/^\d+\.[\w-]{43}$/);
    await newDevice
      .post('/api/auth/reset-password/link')
      .send({ token, newPassword: 'nueva-clave' })
      .expect(200);
    await signIn(newDevice, owner.email, 'nueva-clave');
    await signIn(t.fromNewAddress(), owner.email, 'nueva-clave');
    // Spent by the reset it made; a forged secret never works.
    const again = await newDevice
      .post('/api/auth/reset-password/link')
      .send({ token, newPassword: 'otra-clave' })
      .expect(400);
    expect(again.body).toMatchObject({ errorCode: 'RESET.INVALID_LINK' });
    const [id] = token.split('.');
    await newDevice
      .post('/api/auth/reset-password/link')
      .send({ token: `${id}.${'A'.repeat(43)}`, newPassword: 'otra-clave' })
      .expect(400);
    await signIn(newDevice, owner.email, 'nueva-clave');
  });

  it('should refuse a link once its 15 minutes are over', async () => {
    const owner = await registerUser(t.fromNewAddress());
    t.clock.set('2026-12-01T10:00:00Z');
    await forgot(t.fromNewAddress(), owner.email).expect(200);
    await settled();
    const token = linkTokenOf(resetMailsTo(owner.email)[0]!.raw);
    t.clock.set('2026-12-01T10:15:00Z');
    await t
      .fromNewAddress()
      .post('/api/auth/reset-password/link')
      .send({ token, newPassword: 'nueva-clave' })
      .expect(400);
    await signIn(t.fromNewAddress(), owner.email, owner.password);
  });

  it('should give an account one code per 15 minutes however many addresses ask: 4 codes in an hour, each checked 5 times at most', async () => {
    const owner = await registerUser(t.fromNewAddress());
    const start = Date.parse('2026-12-02T08:00:00Z');
    let requests = 0;
    // Every five minutes of the hour, two new addresses ask: a code every time it was allowed.
    for (let minute = 0; minute < 60; minute += 5) {
      t.clock.set(start + minute * 60_000);
      for (let i = 0; i < 2; i++) {
        await forgot(t.fromNewAddress(), owner.email).expect(200);
        requests++;
      }
      await settled();
    }
    expect(requests).toBe(24);
    const codes = await queryDb<{ n: number }>(
      t,
      `SELECT count(*)::int AS n FROM password_reset_codes WHERE user_id = $1`,
      [owner.user.id],
    );
    expect(codes[0]!.n).toBe(4);
    expect(resetMailsTo(owner.email)).toHaveLength(4);
    // Before: five codes an hour (the per-account limit), five checks each.
    const checksPerHour = codes[0]!.n * 5;
    expect(checksPerHour).toBeLessThanOrEqual(25);
  });

  it('should still stop one stranger after ten wrong passwords, whatever it sends next', async () => {
    const owner = await registerUser(t.fromNewAddress());
    const stranger = t.fromNewAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await stranger.post('/api/auth/signin').send({ email: owner.email, password: `intento-${i}` }))
          .status,
      );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('should admit the owner on a new device after 60 wrong passwords from 10 addresses, through the mailed code, and no stranger', async () => {
    const owner = await registerUser(t.fromNewAddress());
    const statuses: number[] = [];
    for (let bot = 0; bot < 10; bot++) {
      const from = t.fromNewAddress();
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await from.post('/api/auth/signin').send({ email: owner.email, password: `adivino-${bot}-${i}` }))
            .status,
        );
    }
    // Fifty checked from everywhere, then no new address is checked (as before).
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // Guessing as slow as before: past fifty, a new address is not even checked, right password or not.
    for (const password of ['adivino', owner.password]) {
      const refused = await t
        .fromNewAddress()
        .post('/api/auth/signin')
        .send({ email: owner.email, password })
        .expect(429);
      expect(refused.body.errorCode).toBe('SIGN_IN.NEW_DEVICE_UNDER_ATTACK');
      expect(refused.body.message).toBe(
        'Hubo demasiados intentos fallidos en esta cuenta desde otros lugares. Para entrar desde este dispositivo, recupera tu contraseña en «¿Olvidaste tu contraseña?»: te enviaremos un código a tu email.',
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The owner's new device proves the mailbox.
    const newDevice = t.fromNewAddress();
    await newDevice
      .post('/api/auth/signin')
      .send({ email: owner.email, password: owner.password })
      .expect(429);
    await forgot(newDevice, owner.email).expect(200);
    await settled();
    const code = codeOf(resetMailsTo(owner.email)[0]!.raw);
    await newDevice
      .post('/api/auth/reset-password')
      .send({ email: owner.email, otpCode: code, newPassword: 'nueva-clave' })
      .expect(200);
    await signIn(newDevice, owner.email, 'nueva-clave');
    await signIn(newDevice, owner.email, 'nueva-clave');
  });
});
