import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportInTimeZone } from './export-in-time-zone';
import { PaymentGateway } from '../src/modules/subscriptions/ports/payment-gateway.port';
import { FakeStripe } from './fake-stripe';
import { queryDb, registerClient, registerUser, startTestApp, type TestApp } from './test-app';
import { readZip } from './zip-reader';

/**
 * Every table of the schema, sorted by what it holds. A table that appears in a migration and in
 * neither list fails the first test: decide whether it holds a person; if so, erase it in
 * SqlPersonalDataEraser, export it in SqlPersonalDataReader, give the person a row in it in
 * `giveDataEverywhere` below and list it in PERSON_TABLES.
 */
const PERSON_TABLES = [
  'users',
  'sessions',
  'password_reset_codes',
  'rate_limit_buckets',
  'morning_pages',
  'user_meditations',
  'rituals',
  'oracle_draws',
  'streaks',
  'practice_days',
  'user_challenge_progress',
  'challenge_section_completions',
  'challenge_journal_entries',
  'journal_counts',
  'chat_messages',
  'chat_reactions',
  'chat_presence',
  'admin_audit_log',
  'email_templates',
  'pending_emails',
  'email_logs',
  'email_preferences',
  'email_suppressions',
  'local_checkout_sessions',
  'local_subscriptions',
  'practice_sessions',
  'weekly_goals',
  'practice_intents',
  'listening_positions',
];
/** Content, configuration and provider records that never name a person. */
const OTHER_TABLES = [
  'migrations',
  'angel_mondays',
  'challenges',
  'challenge_days',
  'meditations',
  'archangels',
  'oracle_cards',
  'plant_images',
  'categories',
  'keywords',
  'types',
  'tags',
  'meditation_categories',
  'meditation_keywords',
  'meditation_scripts',
  'meditation_search',
  'search_vocabulary',
  'meditation_types',
  'meditation_tags',
  'payment_events',
  'local_portal_sessions',
  'chat_sequence',
  'chat_deletions',
  'email_campaigns',
  'email_settings',
  'server_secrets',
  // A keyed hash of an erased person's e-mail, never the address (one trial per person, ever).
  'used_trials',
];

/** Rows of a table that name the person anywhere: any column, its id or e-mail, as text. */
const mentions = (table: string) =>
  `SELECT count(*)::int AS n FROM ${table} t
    WHERE position(lower($1) in lower(t::text)) > 0 OR position(lower($2) in lower(t::text)) > 0`;

/** Rows that mention the person, per table: one statement over every table, on one connection. */
async function countMentions(t: TestApp, who: { id: string; email: string }) {
  const tables = [...PERSON_TABLES, ...OTHER_TABLES];
  const rows = await queryDb<{ name: string; n: number }>(
    t,
    tables.map((table) => `SELECT '${table}' AS name, (${mentions(table)}) AS n`).join(' UNION ALL '),
    [who.id, who.email],
  );
  return Object.fromEntries(tables.map((table) => [table, rows.find((r) => r.name === table)?.n ?? 0]));
}

/** One row (at least) for the person in every table that can hold a person. */
async function giveDataEverywhere(t: TestApp, person: { id: string; email: string }, other: string) {
  const q = (sql: string, params: unknown[] = []) => queryDb(t, sql, [person.id, ...params]);
  const [meditation] = await queryDb<{ id: number }>(t, `SELECT id FROM meditations ORDER BY id LIMIT 1`);
  const [day] = await queryDb<{ id: number; challenge_id: number }>(
    t,
    `SELECT id, challenge_id FROM challenge_days ORDER BY id LIMIT 1`,
  );
  const [card] = await queryDb<{ id: number }>(t, `SELECT id FROM oracle_cards ORDER BY id LIMIT 1`);
  if (!meditation || !day || !card) throw new Error('demo content missing');
  await q(
    `INSERT INTO password_reset_codes (user_id, code_hash, expires_at) VALUES ($1, 'x', now() + interval '15 minutes')`,
  );
  await q(
    `INSERT INTO rate_limit_buckets (key, hits, window_ends_at) VALUES ('chat-send:' || $1, 1, now() + interval '1 minute')`,
  );
  await queryDb(
    t,
    `INSERT INTO rate_limit_buckets (key, hits, window_ends_at) VALUES ('forgot:account:' || $1, 1, now() + interval '1 hour'),
            ('reset:account:' || $1 || ' 10.1.2.3', 1, now() + interval '1 hour')`,
    [person.email],
  );
  await q(`INSERT INTO morning_pages (user_id, content, title) VALUES ($1, 'Mi página de la mañana', 'Hoy')`);
  await q(`INSERT INTO user_meditations (user_id, meditation_id, favorite) VALUES ($1, $2, true)`, [
    meditation.id,
  ]);
  await q(
    `INSERT INTO rituals (user_id, date, intention, duration, style, meditation_name, journal_entry)
     VALUES ($1, '2026-11-20', 'Calma', 10, 'guiada', 'Respira', 'Mi reflexión del ritual')`,
  );
  await q(
    `INSERT INTO oracle_draws (user_id, oracle_card_id, context, date) VALUES ($1, $2, 'home', '2026-11-20')`,
    [card.id],
  );
  await q(`INSERT INTO streaks (user_id, current_streak, longest_streak) VALUES ($1, 3, 5)`);
  await q(`INSERT INTO practice_days (user_id, day, source) VALUES ($1, '2026-11-20', 'ritual')`);
  await q(`INSERT INTO user_challenge_progress (user_id, challenge_id) VALUES ($1, $2)`, [day.challenge_id]);
  await q(
    `INSERT INTO challenge_section_completions (user_id, challenge_id, day_id, section_number) VALUES ($1, $2, $3, 1)`,
    [day.challenge_id, day.id],
  );
  await q(
    `INSERT INTO challenge_journal_entries (user_id, challenge_id, day_id, section_number, response)
     VALUES ($1, $2, $3, 1, 'Mi reflexión del reto')`,
    [day.challenge_id, day.id],
  );
  const [mine] = await q(
    `WITH next AS (UPDATE chat_sequence SET value = value + 1 RETURNING value)
     INSERT INTO chat_messages (seq, client_id, user_id, content, message_type)
     SELECT value, gen_random_uuid(), $1::uuid, 'Hola a todas', 'text' FROM next
     RETURNING id`,
  );
  // A photo and a voice note, with their files in the uploads storage.
  const uploads: Array<{ id: number; file: string }> = [];
  for (const [type, extension, name] of [
    ['image', 'jpg', 'foto-de-ana.jpg'],
    ['audio', 'm4a', 'nota-de-voz.m4a'],
  ] as const) {
    const file = `${randomUUID()}.${extension}`;
    mkdirSync(join(t.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(t.dataDir, 'uploads', file), 'bytes');
    const [upload] = await q(
      `WITH next AS (UPDATE chat_sequence SET value = value + 1 RETURNING value)
       INSERT INTO chat_messages (seq, client_id, user_id, content, message_type, file_url, file_name, file_size)
       SELECT value, gen_random_uuid(), $1::uuid, '', $2, $3, $4, 5 FROM next RETURNING id`,
      [type, `/uploads/${file}`, name],
    );
    uploads.push({ id: Number(upload?.id), file: join(t.dataDir, 'uploads', file) });
  }
  const [theirs] = await queryDb<{ id: number }>(
    t,
    `WITH next AS (UPDATE chat_sequence SET value = value + 1 RETURNING value)
     INSERT INTO chat_messages (seq, client_id, user_id, content, message_type)
     SELECT value, gen_random_uuid(), $1::uuid, 'Bienvenida', 'text' FROM next RETURNING id`,
    [other],
  );
  await q(`INSERT INTO chat_reactions (message_id, user_id) VALUES ($2, $1)`, [theirs?.id]);
  await queryDb(t, `INSERT INTO chat_reactions (message_id, user_id) VALUES ($1, $2)`, [mine?.id, other]);
  await queryDb(t, `INSERT INTO chat_reactions (message_id, user_id) VALUES ($1, $2)`, [
    uploads[0]?.id,
    other,
  ]);
  await q(
    `INSERT INTO chat_presence (connection_id, user_id, instance_id) VALUES (gen_random_uuid(), $1, 'test')`,
  );
  await q(
    `INSERT INTO admin_audit_log (user_id, action, entity_type, entity_id, entity_name, ip_address, user_agent)
     VALUES ($1, 'update', 'meditation', '1', 'Respira', '10.0.0.1', 'Firefox')`,
  );
  await q(
    `INSERT INTO admin_audit_log (user_id, action, entity_type, entity_id, entity_name, changes)
     VALUES (NULL, 'update', 'lookup', '2', $2, jsonb_build_object('by', $1::uuid::text))`,
    [person.email],
  );
  await q(`UPDATE email_templates SET last_edited_by = $1 WHERE id = (SELECT min(id) FROM email_templates)`);
  await q(
    `INSERT INTO pending_emails (content_type, content_id, content_title, email_subject, email_body, created_by, last_edited_by)
     VALUES ('meditation', floor(random() * 1e9)::int, 'Respira', 'Nueva', '<p>Hola</p>', $1, $1)`,
  );
  await q(
    `INSERT INTO email_logs (dedupe_key, user_id, to_email, email_type, template_used)
     VALUES ('reminder:' || $1::uuid::text || ':2026-11-20', $1, $2, 'reminder', 'daily_reminder')`,
    [person.email],
  );
  await q(`INSERT INTO email_preferences (user_id, reminders, reminder_time) VALUES ($1, true, '08:00')`);
  await queryDb(t, `INSERT INTO email_suppressions (email, reason) VALUES ($1, 'bounce')`, [person.email]);
  await q(
    `UPDATE users SET stripe_customer_id = 'cus_local_' || replace($1::uuid::text, '-', ''),
                      stripe_subscription_id = 'sub_local_' || replace($1::uuid::text, '-', ''),
                      subscription_status = 'active', subscription_plan = 'monthly', role = 'client',
                      subscription_ends_at = now() + interval '20 days'
      WHERE id = $1`,
  );
  await q(
    `INSERT INTO local_checkout_sessions (id, account_id, customer_id, price_id, plan, trial_days, success_url, cancel_url, status, expires_at)
     VALUES ('cs_local_' || replace($1::uuid::text, '-', ''), $1, 'cus_local_' || replace($1::uuid::text, '-', ''), 'price_local_monthly',
             'monthly', 0, '/', '/', 'completed', now())`,
  );
  await q(
    `INSERT INTO local_subscriptions (id, customer_id, account_id, price_id, status, current_period_end)
     VALUES ('sub_local_' || replace($1::uuid::text, '-', ''), 'cus_local_' || replace($1::uuid::text, '-', ''), $1,
             'price_local_monthly', 'active', now() + interval '20 days')`,
  );
  await q(
    `INSERT INTO practice_sessions (id, user_id, meditation_id, kind, started_at, finished_at, seconds, local_date)
     VALUES ($2, $1, $3, 'guided', now() - interval '10 minutes', now(), 600, '2026-11-20')`,
    [randomUUID(), meditation.id],
  );
  await q(`INSERT INTO weekly_goals (user_id, kind, target) VALUES ($1, 'days', 4)`);
  await q(`INSERT INTO practice_intents (user_id, intents) VALUES ($1, ARRAY['dormir','quererme'])`);
  const [angelMonday] = await queryDb<{ id: number }>(t, `SELECT id FROM angel_mondays ORDER BY id LIMIT 1`);
  await q(
    `INSERT INTO listening_positions (user_id, kind, item_id, position_seconds, duration_seconds)
     VALUES ($1, 'meditation', $2, 300, 1200), ($1, 'angel-monday', $3, 60, 400)`,
    [meditation.id, angelMonday?.id ?? 1],
  );
  return { myMessageId: Number(mine?.id), uploads };
}

describe('Descargar mis datos y Eliminar mi cuenta', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('knows every table of the schema: each holds a person or never does', async () => {
    const tables = await queryDb<{ table_name: string }>(
      t,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const unknown = tables
      .map((row) => row.table_name)
      .filter((name) => !PERSON_TABLES.includes(name) && !OTHER_TABLES.includes(name));
    expect(unknown).toEqual([]);

    // Every table that points at an account is one that holds a person.
    const referencing = await queryDb<{ table_name: string }>(
      t,
      `SELECT DISTINCT c.conrelid::regclass::text AS table_name FROM pg_constraint c
        WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`,
    );
    expect(referencing.map((row) => row.table_name).filter((name) => !PERSON_TABLES.includes(name))).toEqual(
      [],
    );
  });

  it('erases the person from every table, anonymises their text messages and audit entries, and touches nobody else', async () => {
    const other = await registerClient(t);
    const person = await registerUser(t.fromNewAddress());
    const me = { id: person.user.id, email: person.email };
    const them = { id: other.user.id, email: other.email };
    const { myMessageId, uploads } = await giveDataEverywhere(t, me, them.id);

    const before = await countMentions(t, me);
    const missing = PERSON_TABLES.filter((table) => (before[table] ?? 0) === 0);
    expect(missing).toEqual([]);
    // Their like on the person's photo goes with the photo; nothing else of theirs changes.
    const othersBefore = await countMentions(t, them);
    othersBefore['chat_reactions'] = (othersBefore['chat_reactions'] ?? 0) - 1;
    expect(uploads.every((upload) => existsSync(upload.file))).toBe(true);

    const res = await t.http
      .delete('/api/account')
      .set('x-session-id', person.sessionId)
      .send({ password: person.password })
      .expect(200);
    expect(res.body).toEqual({ message: 'Tu cuenta se eliminó', subscriptionCancelled: true });

    const after = await countMentions(t, me);
    const left = Object.entries(after).filter(([, n]) => n > 0);
    expect(left).toEqual([]);
    expect(await countMentions(t, them)).toEqual(othersBefore);

    // The text message stays, without its author; the other person's like on it stays too.
    const [message] = await queryDb(
      t,
      `SELECT user_id, client_id, content, file_name, (SELECT count(*)::int FROM chat_reactions r WHERE r.message_id = m.id) AS likes
         FROM chat_messages m WHERE id = $1`,
      [myMessageId],
    );
    expect(message).toEqual({
      user_id: null,
      client_id: null,
      content: 'Hola a todas',
      file_name: null,
      likes: 1,
    });
    const chat = await t.http.get('/api/chat/messages').set('x-session-id', other.sessionId).expect(200);
    const shown = (chat.body.messages as Array<{ id: number; userId: string | null; user: unknown }>).find(
      (m) => m.id === myMessageId,
    );
    expect(shown).toMatchObject({ userId: null, user: { firstName: 'Cuenta eliminada', lastName: '' } });

    // The photo and the voice note are gone, their files too, and a chat that catches up drops them.
    const ids = uploads.map((upload) => upload.id);
    expect(await queryDb(t, `SELECT id FROM chat_messages WHERE id = ANY($1)`, [ids])).toEqual([]);
    expect(uploads.filter((upload) => existsSync(upload.file))).toEqual([]);
    const tombstones = await queryDb<{ message_id: number }>(
      t,
      `SELECT message_id FROM chat_deletions WHERE message_id = ANY($1) ORDER BY message_id`,
      [ids],
    );
    expect(tombstones.map((row) => row.message_id)).toEqual(ids);
    expect((chat.body.messages as Array<{ id: number }>).filter((m) => ids.includes(m.id))).toEqual([]);

    // The audit log keeps the action and time; the actor and the person's name are gone.
    const audit = await queryDb(
      t,
      `SELECT user_id, actor_erased, action, entity_name, ip_address, user_agent, changes
         FROM admin_audit_log WHERE entity_id IN ('1', '2') AND entity_type IN ('meditation', 'lookup')
          AND (actor_erased OR entity_name = 'Cuenta eliminada') ORDER BY id`,
    );
    expect(audit).toEqual([
      {
        user_id: null,
        actor_erased: true,
        action: 'update',
        entity_name: 'Respira',
        ip_address: null,
        user_agent: null,
        changes: null,
      },
      {
        user_id: null,
        actor_erased: false,
        action: 'update',
        entity_name: 'Cuenta eliminada',
        ip_address: null,
        user_agent: null,
        changes: null,
      },
    ]);

    // The local test-mode subscription was set to end with its period, before anything went.
    const [subscription] = await queryDb(
      t,
      `SELECT cancel_at_period_end, account_id, status FROM local_subscriptions WHERE id = $1`,
      [`sub_local_${me.id.replace(/-/g, '')}`],
    );
    expect(subscription).toEqual({ cancel_at_period_end: true, account_id: null, status: 'active' });

    // The old session is refused, twice over; signing in fails; the e-mail is free again.
    const me401 = await t.http.get('/api/auth/me').set('x-session-id', person.sessionId).expect(401);
    expect(me401.body.errorCode).toBe('SESSION_INVALID');
    await t.http
      .delete('/api/account')
      .set('x-session-id', person.sessionId)
      .send({ password: person.password })
      .expect(401);
    const signIn = await t
      .fromNewAddress()
      .post('/api/auth/signin')
      .send({ email: person.email, password: person.password })
      .expect(404);
    expect(signIn.body.message).toBe('No existe una cuenta con este email');
    await registerUser(t.fromNewAddress(), { email: person.email });
  });

  it('erases only the person’s own rate-limit keys and audit entries, never those of an address that contains theirs', async () => {
    const mine = `ctim.${Date.now()}@inhala.test`;
    const victim = await registerUser(t.fromNewAddress(), { email: `vi${mine}` });
    const person = await registerUser(t.fromNewAddress(), { email: mine });
    // Keys as the app writes them: forgotten passwords (through the real route), codes, sign-ins, sends.
    for (const email of [victim.email, person.email])
      await t.fromNewAddress().post('/api/auth/forgot-password').send({ email }).expect(200);
    const keysOf = (who: { email: string; user: { id: string } }) => [
      `forgot:account:${who.email}`,
      `forgot:account:${who.email} 10.0.0.9`,
      `reset:account:${who.email} 10.0.0.9`,
      `signin-failures:${who.user.id}`,
      `signin-failures:${who.user.id}:10.0.0.9`,
      `chat-send:${who.user.id}`,
    ];
    for (const key of [...keysOf(victim), ...keysOf(person)])
      await queryDb(
        t,
        `INSERT INTO rate_limit_buckets (key, hits, window_ends_at) VALUES ($1, 1, now() + interval '1 hour')
         ON CONFLICT (key) DO NOTHING`,
        [key],
      );
    // Audit entries that name the victim (never the person), and some that name the person exactly.
    const audit = async (name: string, changes: unknown, entityId = '7') => {
      const [row] = await queryDb<{ id: string }>(
        t,
        `INSERT INTO admin_audit_log (user_id, action, entity_type, entity_id, entity_name, changes)
         VALUES (NULL, 'update', 'lookup', $1, $2, $3::jsonb) RETURNING id`,
        [entityId, name, JSON.stringify(changes)],
      );
      return row?.id ?? '';
    };
    const theirs = [
      await audit(victim.email, { email: victim.email }),
      await audit(`Escribe a ${victim.email.toUpperCase()}, por favor`, null),
      await audit('Respira', { before: { contacto: `${mine}.mx` } }),
    ];
    const named = [
      await audit(`Escribe a ${mine.toUpperCase()}.`, null),
      await audit('Respira', { before: { contacto: mine } }),
      await audit('Respira', null, person.user.id),
    ];
    const auditRows = (ids: string[]) =>
      queryDb(t, `SELECT id, entity_name, changes FROM admin_audit_log WHERE id = ANY($1) ORDER BY id`, [
        ids,
      ]);
    const theirsBefore = await auditRows(theirs);

    await t.http
      .delete('/api/account')
      .set('x-session-id', person.sessionId)
      .send({ password: person.password })
      .expect(200);

    const keys = await queryDb<{ key: string }>(
      t,
      `SELECT key FROM rate_limit_buckets WHERE key = ANY($1) ORDER BY key`,
      [[...keysOf(victim), ...keysOf(person)]],
    );
    expect(keys.map((row) => row.key)).toEqual([...keysOf(victim)].sort());
    expect(await auditRows(theirs)).toEqual(theirsBefore);
    expect((await auditRows(named)).map((row) => [row['entity_name'], row['changes']])).toEqual([
      ['Cuenta eliminada', null],
      ['Cuenta eliminada', null],
      ['Cuenta eliminada', null],
    ]);
  });

  it('exports every practice day once from a server east of UTC (keys read as text, not local dates)', async () => {
    const person = await registerUser(t.fromNewAddress());
    await queryDb(
      t,
      `INSERT INTO practice_days (user_id, day, source)
       SELECT $1, date '2020-01-01' + n, 'ritual' FROM generate_series(0, 1199) n`,
      [person.user.id],
    );
    const files = await exportInTimeZone('Europe/Madrid', t.databaseUrl, person.user.id);
    const days = (files['racha.json'] as { dias_de_practica: Array<{ day: string }> }).dias_de_practica;
    expect(days).toHaveLength(1200);
    expect(new Set(days.map((d) => d.day)).size).toBe(1200);
    expect(days[0]?.day).toBe('2020-01-01');
  });

  it('ends every local subscription of the person that has not ended, whatever the account row says', async () => {
    const person = await registerUser(t.fromNewAddress());
    const customer = `cus_local_${randomUUID().replace(/-/g, '')}`;
    // The account row's copy is stale: it says the stored subscription was canceled.
    await queryDb(
      t,
      `UPDATE users SET stripe_customer_id = $2, stripe_subscription_id = $3, subscription_status = 'canceled'
        WHERE id = $1`,
      [person.user.id, customer, `${customer}_a`],
    );
    for (const [suffix, status] of [
      ['a', 'active'],
      ['b', 'past_due'],
      ['c', 'incomplete_expired'],
    ] as const)
      await queryDb(
        t,
        `INSERT INTO local_subscriptions (id, customer_id, account_id, price_id, status, current_period_end)
         VALUES ($1, $2, $3, 'price_local_monthly', $4, now() + interval '20 days')`,
        [`${customer}_${suffix}`, customer, person.user.id, status],
      );

    const res = await t.http
      .delete('/api/account')
      .set('x-session-id', person.sessionId)
      .send({ password: person.password })
      .expect(200);
    expect(res.body.subscriptionCancelled).toBe(true);
    const subscriptions = await queryDb(
      t,
      `SELECT id, status, cancel_at_period_end FROM local_subscriptions WHERE customer_id = $1 ORDER BY id`,
      [customer],
    );
    expect(subscriptions).toEqual([
      { id: `${customer}_a`, status: 'active', cancel_at_period_end: true },
      { id: `${customer}_b`, status: 'past_due', cancel_at_period_end: true },
      { id: `${customer}_c`, status: 'incomplete_expired', cancel_at_period_end: false },
    ]);

    // Someone whose only subscription has ended is told nothing was cancelled.
    const former = await registerUser(t.fromNewAddress());
    await queryDb(t, `UPDATE users SET stripe_customer_id = $2 WHERE id = $1`, [
      former.user.id,
      `${customer}_x`,
    ]);
    await queryDb(
      t,
      `INSERT INTO local_subscriptions (id, customer_id, account_id, price_id, status, ended_at)
       VALUES ($1, $1, $2, 'price_local_monthly', 'canceled', now())`,
      [`${customer}_x`, former.user.id],
    );
    const ended = await t.http
      .delete('/api/account')
      .set('x-session-id', former.sessionId)
      .send({ password: former.password })
      .expect(200);
    expect(ended.body.subscriptionCancelled).toBe(false);
  });

  it('the local gateway expires the customer’s open checkouts before it ends their subscriptions', async () => {
    const person = await registerUser(t.fromNewAddress());
    const customer = `cus_local_${randomUUID().replace(/-/g, '')}`;
    for (const [id, status] of [
      [`${customer}_open`, 'open'],
      [`${customer}_done`, 'completed'],
    ] as const)
      await queryDb(
        t,
        `INSERT INTO local_checkout_sessions (id, account_id, customer_id, price_id, plan, trial_days, success_url, cancel_url, status, expires_at)
         VALUES ($1, $2, $3, 'price_local_monthly', 'monthly', 0, '/', '/', $4, now() + interval '1 day')`,
        [id, person.user.id, customer, status],
      );
    await queryDb(
      t,
      `INSERT INTO local_subscriptions (id, customer_id, account_id, price_id, status, current_period_end)
       VALUES ($1, $2, $3, 'price_local_monthly', 'trialing', now() + interval '7 days')`,
      [`${customer}_sub`, customer, person.user.id],
    );
    const gateway = t.app.get(PaymentGateway);
    expect(gateway.kind).toBe('local');
    expect(await gateway.endAllAtPeriodEnd(customer)).toEqual([`${customer}_sub`]);
    expect(
      await queryDb(t, `SELECT id, status FROM local_checkout_sessions WHERE customer_id = $1 ORDER BY id`, [
        customer,
      ]),
    ).toEqual([
      { id: `${customer}_done`, status: 'completed' },
      { id: `${customer}_open`, status: 'expired' },
    ]);
    // Asking again is harmless.
    expect(await gateway.endAllAtPeriodEnd(customer)).toEqual([`${customer}_sub`]);
    expect(await gateway.endAllAtPeriodEnd('cus_local_nobody')).toEqual([]);
  });

  it('changes nothing on a missing or wrong password, and answers 429 after 5 attempts', async () => {
    const person = await registerUser(t.fromNewAddress());
    const me = { id: person.user.id, email: person.email };
    const before = await countMentions(t, me);
    const missing = await t.http
      .delete('/api/account')
      .set('x-session-id', person.sessionId)
      .send({})
      .expect(400);
    expect(missing.body.message).toBe('Escribe tu contraseña para confirmar que quieres eliminar tu cuenta.');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.http
        .delete('/api/account')
        .set('x-session-id', person.sessionId)
        .send({ password: 'no-es-esta' })
        .expect(403);
      expect(wrong.body.message).toBe('La contraseña no es correcta. Tu cuenta sigue intacta.');
    }
    const limited = await t.http
      .delete('/api/account')
      .set('x-session-id', person.sessionId)
      .send({ password: person.password })
      .expect(429);
    expect(limited.body.errorCode).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    const after = await countMentions(t, me);
    // Only the attempts' own rate-limit bucket is new.
    expect({ ...after, rate_limit_buckets: 0 }).toEqual({ ...before, rate_limit_buckets: 0 });
    await t.http.get('/api/auth/me').set('x-session-id', person.sessionId).expect(200);
  });

  it('exports a ZIP of the person’s own data, one JSON file per subject, with LEEME.txt', async () => {
    const other = await registerClient(t);
    const person = await registerUser(t.fromNewAddress(), { firstName: 'Marta', lastName: 'Sol' });
    await giveDataEverywhere(t, { id: person.user.id, email: person.email }, other.user.id);
    await queryDb(t, `INSERT INTO morning_pages (user_id, content) VALUES ($1, 'Texto de la otra persona')`, [
      other.user.id,
    ]);

    const res = await t.http
      .get('/api/account/export')
      .set('x-session-id', person.sessionId)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="inhala-mis-datos-${new Date().toISOString().slice(0, 10)}.zip"`,
    );
    const zip = res.body as Buffer;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    const files = readZip(zip);
    expect([...files.keys()]).toEqual([
      'LEEME.txt',
      'perfil.json',
      'rituales.json',
      'reflexiones.json',
      'paginas-matutinas.json',
      'retos.json',
      'favoritos.json',
      'chat.json',
      'sesiones-de-practica.json',
      'escuchando.json',
      'meta-semanal.json',
      'que-te-trae.json',
      'preferencias-de-email.json',
      'racha.json',
      'cartas-del-oraculo.json',
      'emails-enviados.json',
      'acciones-de-administracion.json',
    ]);
    const json = (name: string): unknown => JSON.parse(files.get(name)?.toString('utf8') ?? 'null');
    const leeme = files.get('LEEME.txt')?.toString('utf8') ?? '';
    for (const name of files.keys()) if (name !== 'LEEME.txt') expect(leeme).toContain(`- ${name}: `);
    // What survives an erasure, said before anyone erases: the keyed hash for one trial per person.
    expect(leeme.replace(/\r\n/g, ' ')).toContain(
      'guardamos solo una huella cifrada de tu email (no el email)',
    );

    const profile = json('perfil.json') as Record<string, unknown>;
    expect(profile).toMatchObject({
      nombre: 'Marta',
      apellidos: 'Sol',
      email: person.email,
      rol: 'client',
      zona_horaria: 'Europe/Madrid',
      mi_dia_termina_a_las: 0,
      dia_abierto_tras_un_cambio: null,
      suscripcion: { estado: 'active', plan: 'monthly' },
    });
    const everything = [...files.values()].map((b) => b.toString('utf8')).join('\n');
    expect(everything).not.toMatch(/password|argon2|code_hash|cus_local|sub_local/);
    expect(everything).not.toContain(other.email);
    expect(everything).not.toContain(other.user.id);
    expect(everything).not.toContain('Texto de la otra persona');
    expect(everything).not.toContain('Bienvenida');

    expect(json('rituales.json')).toEqual([
      expect.objectContaining({
        intention: 'Calma',
        journal_entry: 'Mi reflexión del ritual',
        date: '2026-11-20',
      }),
    ]);
    expect(json('reflexiones.json')).toEqual({
      ritual_diario: [
        expect.objectContaining({ tipo: 'Ritual Diario', reflexion: 'Mi reflexión del ritual' }),
      ],
      retos: [expect.objectContaining({ tipo: 'Retos', reflexion: 'Mi reflexión del reto', seccion: 1 })],
    });
    expect(json('paginas-matutinas.json')).toEqual([
      expect.objectContaining({ content: 'Mi página de la mañana', title: 'Hoy' }),
    ]);
    expect(json('retos.json')).toEqual({
      progreso: [expect.objectContaining({ current_day: 1, reto: expect.any(String) })],
      secciones_completadas: [expect.objectContaining({ section_number: 1, dia: expect.any(Number) })],
    });
    expect(json('favoritos.json')).toEqual([
      expect.objectContaining({ favorite: true, meditacion: expect.any(String) }),
    ]);
    expect(json('chat.json')).toEqual({
      mensajes: [
        expect.objectContaining({ content: 'Hola a todas', message_type: 'text' }),
        expect.objectContaining({ message_type: 'image', file_name: 'foto-de-ana.jpg' }),
        expect.objectContaining({ message_type: 'audio', file_name: 'nota-de-voz.m4a' }),
      ],
      me_gusta: [expect.objectContaining({ tipo: 'like', mensaje: expect.any(Number) })],
    });
    expect(json('sesiones-de-practica.json')).toEqual([
      expect.objectContaining({ seconds: 600, kind: 'guided', local_date: '2026-11-20' }),
    ]);
    expect(json('escuchando.json')).toEqual([
      expect.objectContaining({ tipo: 'Angel Monday', titulo: expect.any(String), posicion_en_segundos: 60 }),
      expect.objectContaining({
        tipo: 'Meditación',
        titulo: expect.any(String),
        posicion_en_segundos: 300,
        duracion_en_segundos: 1200,
      }),
    ]);
    expect(json('meta-semanal.json')).toMatchObject({ medida: 'días', objetivo: 4 });
    expect(json('que-te-trae.json')).toMatchObject({ respuestas: ['Dormir mejor', 'Quererme más'] });
    expect(json('preferencias-de-email.json')).toMatchObject({ reminders: true, reminder_time: '08:00:00' });
    expect(json('racha.json')).toEqual({
      racha: [expect.objectContaining({ current_streak: 3, longest_streak: 5 })],
      dias_de_practica: [expect.objectContaining({ day: '2026-11-20', source: 'ritual' })],
    });
    expect(json('cartas-del-oraculo.json')).toEqual([
      expect.objectContaining({ context: 'home', carta: expect.any(String) }),
    ]);
    expect(json('emails-enviados.json')).toEqual([
      expect.objectContaining({ para: person.email, tipo: 'welcome' }),
      expect.objectContaining({ para: person.email, tipo: 'reminder', estado: 'queued' }),
    ]);
    expect(json('acciones-de-administracion.json')).toEqual([
      expect.objectContaining({ accion: 'update', nombre: 'Respira' }),
    ]);
  });

  it('reads long lists in batches and keeps every row', async () => {
    const person = await registerUser(t.fromNewAddress());
    await queryDb(
      t,
      `INSERT INTO morning_pages (user_id, content) SELECT $1, 'Página ' || n FROM generate_series(1, 1203) n`,
      [person.user.id],
    );
    const res = await t.http
      .get('/api/account/export')
      .set('x-session-id', person.sessionId)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const pages = JSON.parse(
      readZip(res.body as Buffer)
        .get('paginas-matutinas.json')
        ?.toString() ?? '[]',
    ) as Array<{
      content: string;
    }>;
    expect(pages).toHaveLength(1203);
    expect(new Set(pages.map((p) => p.content)).size).toBe(1203);
    expect(pages.at(-1)?.content).toBe('Página 1203');
  });

  it('allows 5 exports an hour, then answers 429 in Spanish', async () => {
    const person = await registerUser(t.fromNewAddress());
    for (let i = 0; i < 5; i += 1)
      await t.http.get('/api/account/export').set('x-session-id', person.sessionId).expect(200);
    const limited = await t.http.get('/api/account/export').set('x-session-id', person.sessionId).expect(429);
    expect(limited.body.message).toBe('Demasiados intentos. Espera unos minutos e inténtalo de nuevo.');
  });

  it('is only for a signed-in person', async () => {
    await t.http.get('/api/account/export').expect(401);
    await t.http.delete('/api/account').send({ password: 'x' }).expect(401);
  });
});

describe('Eliminar mi cuenta with Stripe', () => {
  const fake = new FakeStripe();
  let t: TestApp;

  beforeAll(async () => {
    await fake.start();
    t = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_erasure',
      STRIPE_WEBHOOK_SECRET: 'whsec_erasure',
      STRIPE_PRICE_MONTHLY: 'price_monthly_test',
      STRIPE_PRICE_YEARLY: 'price_yearly_test',
      STRIPE_API_URL: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('asks Stripe for every subscription of the customer, ends each one still running and expires open checkouts', async () => {
    const person = await registerUser(t.fromNewAddress());
    const customer = `cus_all_${randomUUID().slice(0, 8)}`;
    const now = Math.floor(Date.now() / 1000);
    const subscription = (id: string, status: string) =>
      fake.subscriptions.set(id, {
        id,
        customer,
        status,
        priceId: 'price_monthly_test',
        trialEnd: null,
        periodEnd: now + 20 * 86_400,
        cancelAtPeriodEnd: false,
        endedAt: status === 'canceled' ? now - 86_400 : null,
        metadata: { accountId: person.user.id },
      });
    subscription(`${customer}_old`, 'canceled');
    subscription(`${customer}_stored`, 'active');
    subscription(`${customer}_second`, 'past_due');
    subscription(`${customer}_unpaid`, 'unpaid');
    fake.checkoutSessions.set(`cs_${customer}`, { customer, status: 'open' });
    // Our copy is stale: the stored subscription reads as canceled, the others are unknown to it.
    await queryDb(
      t,
      `UPDATE users SET stripe_customer_id = $2, stripe_subscription_id = $3,
              subscription_status = 'canceled' WHERE id = $1`,
      [person.user.id, customer, `${customer}_stored`],
    );
    fake.listPageSize = 1;
    try {
      const res = await t.http
        .delete('/api/account')
        .set('x-session-id', person.sessionId)
        .send({ password: person.password })
        .expect(200);
      expect(res.body.subscriptionCancelled).toBe(true);
    } finally {
      fake.listPageSize = 100;
    }
    const ending = (id: string) => fake.subscriptions.get(id)?.cancelAtPeriodEnd;
    expect(ending(`${customer}_stored`)).toBe(true);
    expect(ending(`${customer}_second`)).toBe(true);
    expect(ending(`${customer}_unpaid`)).toBe(true);
    expect(ending(`${customer}_old`)).toBe(false);
    expect(fake.requestsTo('POST', `/v1/subscriptions/${customer}_old`)).toEqual([]);
    expect(fake.checkoutSessions.get(`cs_${customer}`)?.status).toBe('expired');
    expect(await queryDb(t, `SELECT 1 FROM users WHERE id = $1`, [person.user.id])).toHaveLength(0);
  });

  it('ends a stored subscription that has no customer on record on its own, and leaves an ended one alone', async () => {
    const now = Math.floor(Date.now() / 1000);
    const results: boolean[] = [];
    for (const status of ['trialing', 'canceled']) {
      const person = await registerUser(t.fromNewAddress());
      const id = `sub_alone_${randomUUID().slice(0, 8)}`;
      fake.subscriptions.set(id, {
        id,
        customer: `cus_elsewhere_${id}`,
        status,
        priceId: 'price_monthly_test',
        trialEnd: null,
        periodEnd: now + 7 * 86_400,
        cancelAtPeriodEnd: false,
        endedAt: null,
        metadata: { accountId: person.user.id },
      });
      await queryDb(t, `UPDATE users SET stripe_subscription_id = $2 WHERE id = $1`, [person.user.id, id]);
      const res = await t.http
        .delete('/api/account')
        .set('x-session-id', person.sessionId)
        .send({ password: person.password })
        .expect(200);
      results.push(res.body.subscriptionCancelled, fake.subscriptions.get(id)?.cancelAtPeriodEnd ?? false);
    }
    expect(results).toEqual([true, true, false, false]);
  });

  it('cancels at period end through Stripe first; a provider failure deletes nothing and a retry works', async () => {
    const person = await registerUser(t.fromNewAddress());
    const now = Math.floor(Date.now() / 1000);
    fake.subscriptions.set('sub_erasure', {
      id: 'sub_erasure',
      customer: 'cus_erasure',
      status: 'active',
      priceId: 'price_monthly_test',
      trialEnd: null,
      periodEnd: now + 20 * 86_400,
      cancelAtPeriodEnd: false,
      endedAt: null,
      metadata: { accountId: person.user.id },
    });
    await queryDb(
      t,
      `UPDATE users SET stripe_customer_id = 'cus_erasure', stripe_subscription_id = 'sub_erasure',
              subscription_status = 'active', subscription_plan = 'monthly', role = 'client' WHERE id = $1`,
      [person.user.id],
    );
    await queryDb(t, `INSERT INTO morning_pages (user_id, content) VALUES ($1, 'Sigo aquí')`, [
      person.user.id,
    ]);

    fake.failSubscriptionUpdates = true;
    const failed = await t.http
      .delete('/api/account')
      .set('x-session-id', person.sessionId)
      .send({ password: person.password })
      .expect(502);
    expect(failed.body.errorCode).toBe('ACCOUNT.SUBSCRIPTION_CANCEL_FAILED');
    expect(failed.body.message).toMatch(/No se ha eliminado nada/);
    await t.http.get('/api/auth/me').set('x-session-id', person.sessionId).expect(200);
    expect(await queryDb(t, `SELECT 1 FROM morning_pages WHERE user_id = $1`, [person.user.id])).toHaveLength(
      1,
    );
    expect(fake.subscriptions.get('sub_erasure')?.cancelAtPeriodEnd).toBe(false);

    fake.failSubscriptionUpdates = false;
    await t.http
      .delete('/api/account')
      .set('x-session-id', person.sessionId)
      .send({ password: person.password })
      .expect(200);
    // The fake replays a stored answer for a repeated idempotency key, as Stripe does for 24 h:
    // the retry works only because it is a new request (not the failed one's key).
    const updates = fake.requestsTo('POST', '/v1/subscriptions/sub_erasure');
    const update = updates.at(-1);
    expect(update?.form.get('cancel_at_period_end')).toBe('true');
    const failedKeys = new Set(updates.slice(0, -1).map((r) => r.idempotencyKey));
    expect(failedKeys.has(update?.idempotencyKey)).toBe(false);
    expect(fake.subscriptions.get('sub_erasure')?.cancelAtPeriodEnd).toBe(true);
    expect(await queryDb(t, `SELECT 1 FROM users WHERE id = $1`, [person.user.id])).toHaveLength(0);
    expect(await queryDb(t, `SELECT 1 FROM morning_pages WHERE user_id = $1`, [person.user.id])).toHaveLength(
      0,
    );
  });
});
