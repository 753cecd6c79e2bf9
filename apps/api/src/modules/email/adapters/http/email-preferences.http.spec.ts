import { EMAIL_MESSAGES } from '@inhala/domain';
import { queryDb, registerUser, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';
import { EmailLinks } from '../../application/email-links';

describe('e-mail preferences API', () => {
  let t: TestApp;
  let links: EmailLinks;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://inhala.test' });
    links = t.app.get(EmailLinks);
  });
  afterAll(() => t.close());

  const rowOf = async (userId: string) =>
    (
      await queryDb<{
        news: boolean;
        angel_mondays: boolean;
        reminders: boolean;
        reminder_time: string | null;
      }>(
        t,
        'SELECT news, angel_mondays, reminders, reminder_time::text FROM email_preferences WHERE user_id = $1',
        [userId],
      )
    )[0];

  const valid = { news: true, angelMondays: true, reminders: true, reminderTime: '08:30' };

  describe('signed in: GET/PUT /api/email/preferences', () => {
    it('should answer the defaults (news and Angel Mondays on, no reminder) and the time zone before any choice', async () => {
      const person = await registerUser(t.fromNewAddress());
      const res = await t.http
        .get('/api/email/preferences')
        .set('x-session-id', person.sessionId)
        .expect(200);
      expect(res.body).toEqual({
        news: true,
        angelMondays: true,
        reminders: false,
        reminderTime: null,
        timezone: 'Europe/Madrid',
      });
      expect(await rowOf(person.user.id)).toBeUndefined();
    });

    it('should refuse a visitor with 401', async () => {
      await t.http.get('/api/email/preferences').expect(401);
      await t.http.put('/api/email/preferences').send(valid).expect(401);
    });

    it('should save the three choices and the reminder time, for any role', async () => {
      const admin = await signIn(t.fromNewAddress(), 'admin@inhala.local');
      const res = await t.http
        .put('/api/email/preferences')
        .set('x-session-id', admin)
        .send({ news: false, angelMondays: true, reminders: true, reminderTime: '07:45' })
        .expect(200);
      expect(res.body).toMatchObject({
        news: false,
        angelMondays: true,
        reminders: true,
        reminderTime: '07:45',
      });
      const again = await t.http.get('/api/email/preferences').set('x-session-id', admin).expect(200);
      expect(again.body).toMatchObject({ news: false, reminders: true, reminderTime: '07:45' });
    });

    it.each([
      [{ ...valid, reminderTime: null }, EMAIL_MESSAGES.reminderTimeRequired],
      [{ ...valid, reminderTime: '' }, EMAIL_MESSAGES.reminderTimeRequired],
      [{ ...valid, reminderTime: '24:00' }, EMAIL_MESSAGES.reminderTimeInvalid],
      [{ ...valid, reminderTime: '8:30' }, EMAIL_MESSAGES.reminderTimeInvalid],
      [{ ...valid, reminderTime: 830 }, EMAIL_MESSAGES.reminderTimeInvalid],
      [{ ...valid, news: 'sí' }, 'Novedades debe ser verdadero o falso'],
      [{ angelMondays: true, reminders: false, reminderTime: null }, 'Novedades debe ser verdadero o falso'],
    ])('should refuse %j with a Spanish 400 and write nothing', async (body, message) => {
      const person = await registerUser(t.fromNewAddress());
      const res = await t.http
        .put('/api/email/preferences')
        .set('x-session-id', person.sessionId)
        .send(body)
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, errorCode: 'VALIDATION.FAILED', message });
      expect(await rowOf(person.user.id)).toBeUndefined();
    });

    it('should keep a chosen time while reminders are off', async () => {
      const person = await registerUser(t.fromNewAddress());
      await t.http
        .put('/api/email/preferences')
        .set('x-session-id', person.sessionId)
        .send({ ...valid, reminders: false, reminderTime: '21:00' })
        .expect(200);
      expect(await rowOf(person.user.id)).toEqual({
        news: true,
        angel_mondays: true,
        reminders: false,
        reminder_time: '21:00:00',
      });
    });
  });

  describe('from a mail, without signing in', () => {
    it('should open and save the preferences of the person the link was signed for, with the masked e-mail', async () => {
      const person = await registerUser(t.fromNewAddress(), { timezone: 'America/Mexico_City' });
      const url = await links.preferencesUrl(person.user.id);
      expect(url).toMatch(/^https:\/\/inhala\.test\/email-preferences\/[\w-]+~[\w-]+$/);
      const token = url.split('/').pop() ?? '';
      const res = await t.http.get(`/api/email/preferences/link/${token}`).expect(200);
      expect(res.body).toMatchObject({ news: true, reminders: false, timezone: 'America/Mexico_City' });
      expect(res.body.maskedEmail).toMatch(/^pe\*\*\*@i\*\*\*\.test$/);
      expect(res.body.maskedEmail).not.toContain(person.email.split('@')[0]);

      const saved = await t.http
        .put(`/api/email/preferences/link/${token}`)
        .send({ news: false, angelMondays: false, reminders: true, reminderTime: '06:15' })
        .expect(200);
      expect(saved.body).toMatchObject({
        news: false,
        angelMondays: false,
        reminders: true,
        reminderTime: '06:15',
      });
      expect(await rowOf(person.user.id)).toMatchObject({ news: false, reminder_time: '06:15:00' });
    });

    it('should refuse a forged, altered or other-purpose token with EMAIL.LINK_INVALID', async () => {
      const person = await registerUser(t.fromNewAddress());
      const token = await links.token({ purpose: 'preferences', userId: person.user.id });
      const [payload = '', signature = ''] = token.split('~');
      const other = await registerUser(t.fromNewAddress());
      const forgedPayload = Buffer.from(JSON.stringify(['p', other.user.id])).toString('base64url');
      const bad = [
        `${forgedPayload}~${signature}`,
        `${payload}~${signature.slice(0, -2)}xx`,
        'nada',
        await links.token({ purpose: 'unsubscribe', userId: person.user.id, kind: 'news' }),
        await links.token({ purpose: 'open', logId: '1' }),
        'x'.repeat(5000),
      ];
      for (const token of bad) {
        const res = await t.http.get(`/api/email/preferences/link/${token}`).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          errorCode: 'EMAIL.LINK_INVALID',
          message: 'Este enlace no es válido o ha caducado',
        });
        await t.http.put(`/api/email/preferences/link/${token}`).send(valid).expect(400);
      }
      expect(await rowOf(other.user.id)).toBeUndefined();
    });

    it('should unsubscribe from that kind alone on a one-click POST without session or cookie (RFC 8058), twice alike', async () => {
      const person = await registerUser(t.fromNewAddress());
      await t.http
        .put('/api/email/preferences')
        .set('x-session-id', person.sessionId)
        .send(valid)
        .expect(200);
      const url = await links.unsubscribeUrl(person.user.id, 'reminders');
      const path = new URL(url).pathname;
      for (let i = 0; i < 2; i++) {
        const res = await t
          .fromNewAddress()
          .post(path)
          .type('form')
          .send('List-Unsubscribe=One-Click')
          .expect(200);
        expect(res.body).toEqual({ kind: 'reminders', message: 'Te diste de baja de «Recordatorios».' });
      }
      expect(await rowOf(person.user.id)).toEqual({
        news: true,
        angel_mondays: true,
        reminders: false,
        reminder_time: '08:30:00',
      });
    });

    it('should unsubscribe a person who never chose anything, keeping the other defaults', async () => {
      const person = await registerUser(t.fromNewAddress());
      const path = new URL(await links.unsubscribeUrl(person.user.id, 'news')).pathname;
      await t.http.post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(await rowOf(person.user.id)).toEqual({
        news: false,
        angel_mondays: true,
        reminders: false,
        reminder_time: null,
      });
    });

    it('should not unsubscribe on a GET (link scanners) but lead to the preferences page with the kind marked', async () => {
      const person = await registerUser(t.fromNewAddress());
      const path = new URL(await links.unsubscribeUrl(person.user.id, 'angelMondays')).pathname;
      // Pinned: the page's link is dated, to the second.
      t.clock.set('2026-12-01T10:00:00Z');
      try {
        const res = await t.http.get(path).expect(303);
        const page = await links.preferencesUrl(person.user.id);
        expect(res.headers.location).toBe(`${page}?unsubscribe=angelMondays`);
      } finally {
        t.clock.reset();
      }
      expect(await rowOf(person.user.id)).toBeUndefined();
    });

    it.each([['!'], ['='], ['=='], ['%20'], ['.'], ['~'], ['A'], ['-']])(
      "should refuse a link with '%s' after its signature, on every link route",
      async (junk) => {
        const person = await registerUser(t.fromNewAddress());
        const preferences = await links.token({ purpose: 'preferences', userId: person.user.id });
        const unsubscribe = await links.token({
          purpose: 'unsubscribe',
          userId: person.user.id,
          kind: 'news',
        });
        await t.http.get(`/api/email/preferences/link/${preferences}`).expect(200);
        const res = await t.http.get(`/api/email/preferences/link/${preferences}${junk}`).expect(400);
        expect(res.body.errorCode).toBe('EMAIL.LINK_INVALID');
        await t.http.put(`/api/email/preferences/link/${preferences}${junk}`).send(valid).expect(400);
        const post = await t.http
          .post(`/api/email/unsubscribe/${unsubscribe}${junk}`)
          .type('form')
          .send('List-Unsubscribe=One-Click')
          .expect(400);
        expect(post.body.errorCode).toBe('EMAIL.LINK_INVALID');
        await expect(links.read(`${preferences}${decodeURIComponent(junk)}`)).resolves.toBeNull();
        expect(await rowOf(person.user.id)).toBeUndefined();
      },
    );

    describe('expiry (the clock pinned)', () => {
      const day = 24 * 60 * 60_000;
      const signedAt = new Date('2026-03-01T09:00:00Z');
      afterEach(() => t.clock.reset());

      it('should open a preferences link for 90 days, then answer 410 EMAIL.LINK_EXPIRED in Spanish and save nothing', async () => {
        const person = await registerUser(t.fromNewAddress());
        t.clock.set(signedAt);
        const token = (await links.preferencesUrl(person.user.id)).split('/').pop() ?? '';
        t.clock.set(signedAt.getTime() + 90 * day - 1000);
        await t.http.get(`/api/email/preferences/link/${token}`).expect(200);
        t.clock.set(signedAt.getTime() + 90 * day);
        const res = await t.http.get(`/api/email/preferences/link/${token}`).expect(410);
        expect(res.body).toEqual({
          statusCode: 410,
          errorCode: 'EMAIL.LINK_EXPIRED',
          message:
            'Este enlace de preferencias caducó: por seguridad dura 90 días. Inicia sesión para elegir tus correos en tu perfil, o usa el enlace de un correo más reciente.',
        });
        await t.http.put(`/api/email/preferences/link/${token}`).send(valid).expect(410);
        expect(await rowOf(person.user.id)).toBeUndefined();
      });

      it('should take a preferences link signed without a date as expired', async () => {
        const person = await registerUser(t.fromNewAddress());
        // The shape every preferences link had before they carried a date, signed with the app's key.
        const payload = Buffer.from(JSON.stringify(['p', person.user.id])).toString('base64url');
        const key = Buffer.from(
          (
            await queryDb<{ value: string }>(t, `SELECT value FROM email_settings WHERE key = 'link_secret'`)
          )[0]!.value,
        );
        const { createHmac } = await import('node:crypto');
        const legacy = `${payload}~${createHmac('sha256', key).update(payload).digest('base64url')}`;
        const res = await t.http.get(`/api/email/preferences/link/${legacy}`).expect(410);
        expect(res.body.errorCode).toBe('EMAIL.LINK_EXPIRED');
      });

      it('should keep the one-click unsubscribe working years later, and lead a GET to a fresh preferences page', async () => {
        const person = await registerUser(t.fromNewAddress());
        t.clock.set(signedAt);
        const path = new URL(await links.unsubscribeUrl(person.user.id, 'news')).pathname;
        t.clock.set(signedAt.getTime() + 3 * 365 * day);
        await t.http.post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
        expect(await rowOf(person.user.id)).toMatchObject({ news: false });
        const page = await t.http.get(path).expect(303);
        const token = new URL(page.headers.location as string).pathname.split('/').pop() ?? '';
        await t.http.get(`/api/email/preferences/link/${token}`).expect(200);
      });
    });

    it('should refuse a forged or preferences token on the unsubscribe link with EMAIL.LINK_INVALID', async () => {
      const person = await registerUser(t.fromNewAddress());
      const preferences = await links.token({ purpose: 'preferences', userId: person.user.id });
      const forged = `${Buffer.from(JSON.stringify(['u', person.user.id, 'news'])).toString('base64url')}.AAAA`;
      for (const token of [preferences, forged]) {
        const post = await t.http
          .post(`/api/email/unsubscribe/${token}`)
          .type('form')
          .send('List-Unsubscribe=One-Click');
        expect(post.status).toBe(400);
        expect(post.body.errorCode).toBe('EMAIL.LINK_INVALID');
        // Opened in a browser: the page that explains the link is not valid, never JSON.
        const get = await t.http.get(`/api/email/unsubscribe/${token}`);
        expect(get.status).toBe(303);
        expect(get.headers.location).toBe('/email-preferences/enlace-no-valido');
      }
      expect(await rowOf(person.user.id)).toBeUndefined();
    });
  });
});
