import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { registerClient, registerUser, startTestApp, type TestApp } from './test-app';
import { ThrowawayPostgres } from './throwaway-postgres';

/**
 * kill -9 of PostgreSQL in the middle of each write that touches several rows, on a server of
 * the test's own. A trigger holds the write just before one of its rows (pg_sleep), the whole
 * server is killed there, started again (crash recovery), and then:
 * - what was written holds together (nothing half-written survives the crash), and
 * - the client's retry of the same request completes the write with a 2xx, never a 409.
 */

/** Where a write is held: before this row is written. */
interface KillPoint {
  table: string;
  event: 'INSERT' | 'UPDATE';
  /** Holds only the rows this write changes, when the table has other writers. */
  when?: string;
}

/** One write of a fresh person, its retry and what must hold around it. */
interface WriteCase {
  send(): Promise<Response>;
  /** True after the kill (whatever got in) and after the retry. */
  invariants(): Promise<void>;
  /** After the retry: everything the write does is there. */
  completed(): Promise<void>;
}

interface WritePath {
  name: string;
  killPoints: KillPoint[];
  arrange(): Promise<WriteCase>;
}

describe('a write cut by kill -9 of PostgreSQL', () => {
  const pg = new ThrowawayPostgres();
  let t: TestApp;
  let database = '';

  beforeAll(async () => {
    await pg.init();
    await pg.start();
    t = await startTestApp({}, { server: pg.adminUrl });
    database = new URL(t.databaseUrl).pathname.slice(1);
    await sql(`CREATE FUNCTION kill_point() RETURNS trigger LANGUAGE plpgsql AS $$
                 BEGIN PERFORM pg_sleep(60); RETURN NEW; END $$`);
  }, 60_000);

  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await pg.stop();
  });

  // A test that failed halfway leaves neither a stopped server nor a held table to the next one.
  afterEach(async () => {
    if (!(await pg.running())) await pg.start();
    const armed = await sql<{ name: string }>(
      `SELECT tgrelid::regclass::text AS name FROM pg_trigger WHERE tgname = 'kill_point'`,
    );
    for (const { name } of armed) await sql(`DROP TRIGGER kill_point ON ${name}`);
  });

  const sql = <Row = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    pg.query<Row>(database, text, params);
  const as = (sessionId: string) => ({ 'x-session-id': sessionId });

  // --- what must hold, read behind the API ------------------------------------------------

  /** Every practice day has its streak counted: the streak's last day is the latest practice day. */
  const streakCountsPracticeDays = async (userId: string) => {
    const [row] = await sql<{ latest: string | null; counted: string | null; streak: number | null }>(
      `SELECT (SELECT max(day)::text FROM practice_days WHERE user_id = $1) AS latest,
              s.last_completed_date::text AS counted, s.current_streak AS streak
         FROM (SELECT 1) one LEFT JOIN streaks s ON s.user_id = $1`,
      [userId],
    );
    expect({ counted: row!.counted, growing: (row!.streak ?? 0) > 0 }).toEqual({
      counted: row!.latest,
      growing: row!.latest !== null,
    });
  };

  const practiceDays = async (userId: string, source: string) =>
    (
      await sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM practice_days WHERE user_id = $1 AND source = $2`,
        [userId, source],
      )
    )[0]!.n;

  // --- the write paths ----------------------------------------------------------------------

  const challengeReflection: WritePath = {
    name: "a challenge section's reflection (it completes the section, and with it the day)",
    killPoints: [
      { table: 'challenge_section_completions', event: 'INSERT' },
      { table: 'user_challenge_progress', event: 'UPDATE' },
      { table: 'practice_days', event: 'INSERT' },
      { table: 'streaks', event: 'INSERT' },
    ],
    async arrange() {
      const person = await registerClient(t);
      const http = () => t.fromNewAddress().set(as(person.sessionId));
      await http().post('/api/challenges/1/join').expect(200);
      const days = (await http().get('/api/challenges/1/days').expect(200)).body as Array<{
        id: number;
        dayNumber: number;
        sections: Array<{ number: number; meta: string }>;
      }>;
      const day = days.find((d) => d.dayNumber === 1)!;
      for (const section of day.sections.filter((s) => s.meta !== 'journal'))
        await http().post(`/api/challenges/1/days/${day.id}/sections/${section.number}/complete`).expect(200);
      const journal = day.sections.find((s) => s.meta === 'journal')!;
      const path = `/api/challenges/1/days/${day.id}/sections/${journal.number}/journal`;
      const completeDays = async () => {
        const rows = await sql<{ day_id: number; n: number }>(
          `SELECT day_id, count(*)::int AS n FROM challenge_section_completions WHERE user_id = $1 GROUP BY day_id`,
          [person.user.id],
        );
        return days
          .filter((d) => rows.find((r) => r.day_id === d.id)?.n === d.sections.length)
          .map((d) => d.dayNumber);
      };
      return {
        send: () => http().post(path).send({ response: 'Hoy respiré despacio.' }),
        async invariants() {
          // No reflection without its section completed.
          expect(
            await sql(
              `SELECT j.id FROM challenge_journal_entries j
                WHERE j.user_id = $1 AND NOT EXISTS (
                  SELECT 1 FROM challenge_section_completions c
                   WHERE c.user_id = j.user_id AND c.day_id = j.day_id AND c.section_number = j.section_number)`,
              [person.user.id],
            ),
          ).toEqual([]);
          // The progress says what the completions say, and a completed day is a practice day.
          const [progress] = await sql<{ completed_days: string }>(
            `SELECT completed_days FROM user_challenge_progress WHERE user_id = $1 AND challenge_id = 1`,
            [person.user.id],
          );
          const complete = await completeDays();
          expect(JSON.parse(progress!.completed_days)).toEqual(complete);
          expect(await practiceDays(person.user.id, 'challenge')).toBe(complete.length > 0 ? 1 : 0);
          await streakCountsPracticeDays(person.user.id);
        },
        async completed() {
          expect(await completeDays()).toEqual([1]);
          const saved = await http().get(path).expect(200);
          expect(saved.body.response).toBe('Hoy respiré despacio.');
        },
      };
    },
  };

  const ritualCompletion: WritePath = {
    name: "a ritual's last step (it completes the ritual, the day's practice)",
    killPoints: [
      { table: 'practice_days', event: 'INSERT' },
      { table: 'streaks', event: 'INSERT' },
    ],
    async arrange() {
      const person = await registerClient(t);
      const http = () => t.fromNewAddress().set(as(person.sessionId));
      const ritual = await http()
        .post('/api/ritual')
        .send({ intention: 'Calma', duration: 5, style: 'Activa', date: 'x' });
      expect([200, 201]).toContain(ritual.status);
      await http().patch(`/api/ritual/${ritual.body.id}`).send({ meditationCompleted: true }).expect(200);
      await http().post('/api/oracle-cards/draw').send({ context: 'ritual' }).expect(200);
      const completed = async () =>
        (
          await sql<{ completed: boolean }>(`SELECT completed FROM rituals WHERE id = $1`, [ritual.body.id])
        )[0]!.completed;
      return {
        send: () => http().patch(`/api/ritual/${ritual.body.id}`).send({ journalEntry: 'Gracias por hoy' }),
        async invariants() {
          expect(await practiceDays(person.user.id, 'ritual')).toBe((await completed()) ? 1 : 0);
          await streakCountsPracticeDays(person.user.id);
        },
        async completed() {
          expect(await completed()).toBe(true);
          const today = await http().get('/api/ritual/today').expect(200);
          expect(today.body).toMatchObject({ journalEntry: 'Gracias por hoy', completed: true });
        },
      };
    },
  };

  const morningPage: WritePath = {
    name: 'a morning page written offline (its client id)',
    killPoints: [{ table: 'morning_pages', event: 'INSERT' }],
    async arrange() {
      const person = await registerClient(t);
      const clientId = randomUUID();
      const pages = async () =>
        sql<{ content: string }>(`SELECT content FROM morning_pages WHERE user_id = $1 AND client_id = $2`, [
          person.user.id,
          clientId,
        ]);
      return {
        send: () =>
          t
            .fromNewAddress()
            .set(as(person.sessionId))
            .post('/api/morning-pages')
            .send({ content: 'Escribo sin pensar.', clientId }),
        async invariants() {
          expect((await pages()).length).toBeLessThanOrEqual(1);
        },
        async completed() {
          expect(await pages()).toEqual([{ content: 'Escribo sin pensar.' }]);
        },
      };
    },
  };

  const practiceSession: WritePath = {
    name: 'a practice session (its browser-made id)',
    killPoints: [{ table: 'practice_sessions', event: 'INSERT' }],
    async arrange() {
      const person = await registerClient(t);
      const [meditation] = await sql<{ id: number }>(`SELECT id FROM meditations ORDER BY id LIMIT 1`);
      const finished = Date.now() - 1000;
      const body = {
        id: randomUUID(),
        meditationId: meditation!.id,
        kind: 'guided',
        startedAt: new Date(finished - 300_000).toISOString(),
        finishedAt: new Date(finished).toISOString(),
        seconds: 300,
      };
      const stored = () =>
        sql<{ seconds: number }>(`SELECT seconds FROM practice_sessions WHERE id = $1`, [body.id]);
      return {
        send: () => t.fromNewAddress().set(as(person.sessionId)).post('/api/practice/sessions').send(body),
        async invariants() {
          expect((await stored()).length).toBeLessThanOrEqual(1);
        },
        async completed() {
          expect(await stored()).toEqual([{ seconds: 300 }]);
        },
      };
    },
  };

  const checkoutConfirm: WritePath = {
    name: 'a checkout confirmed on the local payment page (subscription, event, account)',
    killPoints: [
      { table: 'local_subscriptions', event: 'INSERT' },
      {
        table: 'users',
        event: 'UPDATE',
        when: 'NEW.subscription_status IS DISTINCT FROM OLD.subscription_status',
      },
      { table: 'payment_events', event: 'INSERT' },
    ],
    async arrange() {
      const lead = await registerUser(t.fromNewAddress());
      const start = await t
        .fromNewAddress()
        .set(as(lead.sessionId))
        .post('/api/subscription/create-checkout')
        .send({ priceId: 'price_local_monthly' })
        .expect(200);
      const known = new Set((await sql<{ id: string }>(`SELECT id FROM payment_events`)).map((e) => e.id));
      const account = async () =>
        (
          await sql<{
            role: string;
            subscription_status: string | null;
            stripe_subscription_id: string | null;
          }>(`SELECT role, subscription_status, stripe_subscription_id FROM users WHERE id = $1`, [
            lead.user.id,
          ])
        )[0]!;
      const subscriptions = () =>
        sql<{ id: string }>(`SELECT id FROM local_subscriptions WHERE account_id = $1`, [lead.user.id]);
      return {
        send: () => t.fromNewAddress().post(`${start.body.url}/confirm`),
        async invariants() {
          // The checkout and its subscription are one statement.
          const [checkout] = await sql<{ status: string; subscription_id: string | null }>(
            `SELECT status, subscription_id FROM local_checkout_sessions WHERE account_id = $1`,
            [lead.user.id],
          );
          const created = await subscriptions();
          expect(created.map((s) => s.id)).toEqual(
            checkout!.status === 'completed' ? [checkout!.subscription_id] : [],
          );
          // An event recorded as processed has been applied: its redelivery would be skipped.
          const recorded = (await sql<{ id: string }>(`SELECT id FROM payment_events`)).filter(
            (e) => !known.has(e.id),
          );
          if (recorded.length > 0) expect((await account()).stripe_subscription_id).toBe(created[0]?.id);
        },
        async completed() {
          expect(await account()).toMatchObject({ role: 'client', subscription_status: 'trialing' });
          expect(await subscriptions()).toHaveLength(1);
        },
      };
    },
  };

  // --- the kill ------------------------------------------------------------------------------

  const arm = async ({ table, event, when }: KillPoint) =>
    sql(
      `CREATE TRIGGER kill_point BEFORE ${event} ON ${table} FOR EACH ROW
         ${when ? `WHEN (${when})` : ''} EXECUTE FUNCTION kill_point()`,
    );

  /** The backend holding the write at the kill point, once it is there. */
  const held = async (inFlight: { settled: boolean }) => {
    const giveUp = Date.now() + 15_000;
    while (Date.now() < giveUp && !inFlight.settled) {
      const rows = await sql(
        `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND wait_event = 'PgSleep'`,
        [database],
      );
      if (rows.length > 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return false;
  };

  /** A client's retry: again while the server answers 503 (it is still starting), then the answer. */
  const retry = async (send: () => Promise<Response>) => {
    for (let attempt = 0; ; attempt += 1) {
      const res = await send();
      if (res.status !== 503 || attempt >= 50) return res;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  describe.each([challengeReflection, ritualCompletion, morningPage, practiceSession, checkoutConfirm])(
    '$name',
    (path) => {
      it.each(path.killPoints)(
        'holds together when killed before writing $table, and the retry completes it',
        async (point) => {
          const write = await path.arrange();
          await arm(point);
          const inFlight = { settled: false, res: null as Response | null };
          const sent = write.send().then(
            (res) => Object.assign(inFlight, { settled: true, res }),
            () => Object.assign(inFlight, { settled: true }),
          );
          expect(await held(inFlight)).toBe(true);
          await pg.kill();
          await sent;
          expect(inFlight.res?.status ?? 503).toBeGreaterThanOrEqual(500);

          await pg.start();
          await sql(`DROP TRIGGER kill_point ON ${point.table}`);
          await write.invariants();

          const again = await retry(write.send);
          expect(again.status < 400 ? 'answered' : again.body).toBe('answered'); // a 2xx (303 for the payment page)
          await write.invariants();
          await write.completed();
        },
        60_000,
      );
    },
  );
});
