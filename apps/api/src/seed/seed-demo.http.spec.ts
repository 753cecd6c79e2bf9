import {
  addDays,
  durationMinutes,
  localDateIn,
  meditationDurationLabel,
  plantStageFor,
  parseWebVtt,
  transcriptMessages,
  type ContentBundle,
} from '@inhala/domain';
import { queryDb, signIn, startTestApp, type TestApp } from '../../test/test-app';
import { DEMO_MEDIA_MEDITATIONS, DEMO_MEDIA_MINUTES, SeedDemoMedia } from './seed-demo-media';
import { DEMO_MORNING_PAGES, DEMO_PRACTICE_OFFSETS } from './demo-history.seed';

const ZONE = 'America/Mexico_City';
const COUNTED = [
  'rituals',
  'practice_days',
  'practice_sessions',
  'morning_pages',
  'user_meditations',
  'user_challenge_progress',
  'challenge_section_completions',
  'challenge_journal_entries',
  'oracle_draws',
];

/**
 * Demo mode on an empty database (startTestApp seeds on boot with SEED_DEMO true): the demo
 * client's three weeks up to yesterday in her zone, and the generated audio in the uploads.
 * The seed runs while the app boots, before a test can pin the clock: the expectations are
 * worked out from the real date, in her zone (America/Mexico_City, as the demo accounts are
 * made), as the seed does.
 */
describe('demo seed: the client’s history and the generated media', () => {
  let t: TestApp;
  let session: string;
  let today: string;
  const day = (offset: number) => addDays(today, offset);
  const get = (path: string) => t.http.get(path).set('x-session-id', session).expect(200);
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        COUNTED.map(async (table) => {
          const [row] = await queryDb<{ n: string }>(t, `SELECT count(*) AS n FROM ${table}`);
          return [table, Number(row?.n)] as const;
        }),
      ),
    );

  beforeAll(async () => {
    const before = localDateIn(new Date(), ZONE);
    t = await startTestApp({}, { fromEmpty: true });
    // Recordings not in the cache yet are made after boot, in a worker: wait until attached.
    await t.app.get(SeedDemoMedia).settled();
    const after = localDateIn(new Date(), ZONE);
    // The seed ran in between: should that cross her midnight, its "today" is either day.
    const [streak] = await queryDb<{ last: string }>(
      t,
      `SELECT s.last_completed_date::text AS last FROM streaks s JOIN users u ON u.id = s.user_id
        WHERE u.email = 'cliente@inhala.local'`,
    );
    today = [before, after].find((d) => addDays(d, -1) === streak?.last) ?? after;
    session = await signIn(t.http, 'cliente@inhala.local');
  }, 60_000);
  afterAll(() => t.close());

  it('should give the client a 9-day streak up to yesterday with the plant at its 9-day stage', async () => {
    const streak = (await get('/api/streak')).body;
    expect(streak).toEqual(
      expect.objectContaining({
        currentStreak: 9,
        longestStreak: 9,
        lastCompletedDate: day(-1),
        plantStage: plantStageFor(9),
      }),
    );
    expect(plantStageFor(9)).toBe(7);
    // The stored row says the same, so the home page and a recalculation agree.
    const recalculated = (await t.http.post('/api/streak/recalculate').set('x-session-id', session)).body;
    expect(recalculated).toEqual(expect.objectContaining({ currentStreak: 9, plantStage: 7 }));
  });

  it('should write a completed ritual with a reflection on each practised day, in her days', async () => {
    const rituals = await queryDb<{
      date: string;
      completed: boolean;
      meditation_completed: boolean;
      journal_entry: string;
    }>(
      t,
      `SELECT r.date::text AS date, r.completed, r.meditation_completed, r.journal_entry
         FROM rituals r JOIN users u ON u.id = r.user_id WHERE u.email = 'cliente@inhala.local' ORDER BY r.date`,
    );
    expect(rituals.map((r) => r.date)).toEqual([...DEMO_PRACTICE_OFFSETS].sort((a, b) => a - b).map(day));
    expect(rituals.every((r) => r.completed && r.meditation_completed && r.journal_entry.length > 20)).toBe(
      true,
    );
    const practiceDays = await queryDb<{ day: string }>(
      t,
      `SELECT p.day::text AS day FROM practice_days p JOIN users u ON u.id = p.user_id
        WHERE u.email = 'cliente@inhala.local' ORDER BY p.day`,
    );
    expect(practiceDays.map((p) => p.day)).toEqual(rituals.map((r) => r.date));
    expect(practiceDays.map((p) => p.day)).not.toContain(day(-10));
    expect(practiceDays.map((p) => p.day)).not.toContain(today);
  });

  it('should list her reflections, morning pages and favourites', async () => {
    const pages = (await get('/api/morning-pages')).body as
      Array<{ title: string }> | { items: Array<{ title: string }> };
    const list = Array.isArray(pages) ? pages : pages.items;
    expect(list.map((p) => p.title).sort()).toEqual(DEMO_MORNING_PAGES.map((p) => p.title).sort());
    // The journal lists every ritual reflection, the morning pages and the challenge reflections,
    // newest first: yesterday's ritual opens it.
    const journal = (await get('/api/journal/entries')).body as {
      entries: Array<{ type: string; date: string }>;
      total: number;
    };
    expect(journal.total).toBe(DEMO_PRACTICE_OFFSETS.length + DEMO_MORNING_PAGES.length + 3);
    expect(journal.entries.some((e) => e.type === 'ritual' && e.date.startsWith(day(-1)))).toBe(true);
    const favourites = (await get('/api/meditations/favorites')).body as unknown[];
    expect(favourites.length).toBeGreaterThanOrEqual(3);
    expect(favourites.length).toBeLessThanOrEqual(5);
    const dates = await queryDb<{ local: string }>(
      t,
      `SELECT (m.created_at AT TIME ZONE $1)::date::text AS local FROM morning_pages m
         JOIN users u ON u.id = m.user_id WHERE u.email = 'cliente@inhala.local' ORDER BY 1`,
      [ZONE],
    );
    expect(dates.map((d) => d.local)).toEqual(DEMO_MORNING_PAGES.map((p) => day(p.offset)).sort());
  });

  it('should have her on day 4 of an active challenge with days 1-3 done and reflected on', async () => {
    const { activeChallenge } = (await get('/api/challenges/active')).body;
    expect(activeChallenge).toEqual(expect.objectContaining({ currentDay: 4, completedDays: [1, 2, 3] }));
    const reflections = await queryDb<{ day_number: number; local: string }>(
      t,
      `SELECT d.day_number, (j.created_at AT TIME ZONE $1)::date::text AS local
         FROM challenge_journal_entries j JOIN challenge_days d ON d.id = j.day_id
         JOIN users u ON u.id = j.user_id WHERE u.email = 'cliente@inhala.local' ORDER BY d.day_number`,
      [ZONE],
    );
    expect(reflections).toEqual([
      { day_number: 1, local: day(-3) },
      { day_number: 2, local: day(-2) },
      { day_number: 3, local: day(-1) },
    ]);
  });

  it('should have every demo account past "¿Qué te trae a Inhala?", the client with her answers', async () => {
    const mine = await t.http.get('/api/practice/intents').set('x-session-id', session).expect(200);
    expect(mine.body).toEqual({ intents: ['dormir', 'ansiedad'], ask: false });
    for (const email of ['lead@inhala.local', 'admin@inhala.local']) {
      const other = await signIn(t.http, email);
      const res = await t.http.get('/api/practice/intents').set('x-session-id', other).expect(200);
      expect(res.body).toEqual({ intents: [], ask: false });
    }
    const shelf = await t.http.get('/api/practice/for-you').set('x-session-id', session).expect(200);
    expect(shelf.body.items[0].reason).toBe('Porque quieres dormir mejor');
  });

  it('should record practice sessions with minutes on the practised days only', async () => {
    const sessions = await queryDb<{ local_date: string; seconds: number; kind: string }>(
      t,
      `SELECT s.local_date::text AS local_date, s.seconds, s.kind FROM practice_sessions s
         JOIN users u ON u.id = s.user_id WHERE u.email = 'cliente@inhala.local'`,
    );
    const practised = new Set(DEMO_PRACTICE_OFFSETS.map(day));
    expect(sessions.every((s) => practised.has(s.local_date) && s.seconds >= 30)).toBe(true);
    expect(new Set(sessions.map((s) => s.local_date))).toEqual(practised);
    // Each ritual's meditation as a guided session of the minutes she chose; some audio besides.
    const rituals = await queryDb<{ date: string; duration: number }>(
      t,
      `SELECT r.date::text AS date, r.duration FROM rituals r JOIN users u ON u.id = r.user_id
        WHERE u.email = 'cliente@inhala.local'`,
    );
    for (const r of rituals)
      expect(sessions).toContainEqual({ local_date: r.date, seconds: r.duration * 60, kind: 'guided' });
    expect(sessions.filter((s) => s.kind === 'media').length).toBeGreaterThan(0);
  });

  it('should record each demo meditation as long as its label, at least 5 minutes, read back from the file', async () => {
    const meditations = await queryDb<{ media_url: string; media_seconds: number; duration: string }>(
      t,
      `SELECT media_url, media_seconds, duration FROM meditations WHERE media_url IS NOT NULL`,
    );
    expect(meditations).toHaveLength(DEMO_MEDIA_MEDITATIONS);
    for (const m of meditations) {
      const minutes = durationMinutes(m.duration) ?? 0;
      expect(minutes).toBeGreaterThanOrEqual(DEMO_MEDIA_MINUTES.min);
      // The encoder's delay and last frame add a fraction of a second: whole seconds still match.
      expect(m.media_seconds).toBe(minutes * 60);
      expect(meditationDurationLabel({ duration: m.duration, mediaSeconds: m.media_seconds })).toBe(
        m.duration,
      );
    }
    // What the catalogue bundle (and every card) receives.
    const bundle = (await t.http.get('/api/content').expect(200)).body as ContentBundle;
    const timed = bundle.meditations.filter((m) => m.mediaSeconds !== null);
    expect(timed.map((m) => m.mediaSeconds).sort()).toEqual(meditations.map((m) => m.media_seconds).sort());
  });

  it('should attach stored audio files to meditations, an Angel Monday and the challenge’s day 4, served with Range', async () => {
    const meditations = await queryDb<{ media_url: string; media_type: string }>(
      t,
      `SELECT media_url, media_type FROM meditations WHERE media_url IS NOT NULL`,
    );
    expect(meditations).toHaveLength(DEMO_MEDIA_MEDITATIONS);
    expect(meditations.every((m) => m.media_type === 'audio')).toBe(true);
    const [angel] = await queryDb<{ audio_url: string }>(
      t,
      `SELECT audio_url FROM angel_mondays WHERE audio_url IS NOT NULL`,
    );
    const [section] = await queryDb<{
      section1_meta: string;
      section1_audio_path: string;
      section1_audio_size: number;
    }>(
      t,
      `SELECT d.section1_meta, d.section1_audio_path, d.section1_audio_size FROM challenge_days d
         JOIN challenges c ON c.id = d.challenge_id WHERE d.section1_audio_path IS NOT NULL AND d.day_number = 4`,
    );
    expect(section?.section1_meta).toBe('audio');
    const urls = [...meditations.map((m) => m.media_url), angel!.audio_url, section!.section1_audio_path];
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\//);
      const part = await t.http.get(url).set('Range', 'bytes=0-11').buffer(true).expect(206);
      expect(part.headers['content-range']).toMatch(/^bytes 0-11\/\d+$/);
      const total = Number(String(part.headers['content-range']).split('/')[1]);
      // 48 kbit/s: 5 minutes are 1.8 MB, 10 minutes 3.6 MB.
      expect(total).toBeGreaterThan(1_700_000);
      expect(total).toBeLessThan(3_700_000);
      // An MPEG audio frame (MPEG-2 layer III), as the encoder writes it.
      const head = Buffer.from(part.body as Buffer);
      expect(head[0]).toBe(0xff);
      expect((head[1] ?? 0) & 0xe0).toBe(0xe0);
    }
    expect(section!.section1_audio_size).toBeGreaterThan(1_700_000);
    // She finds it on her day 4, as the section the day opens with.
    const { activeChallenge } = (await get('/api/challenges/active')).body;
    const days = (await get(`/api/challenges/${activeChallenge.challengeId}/days`)).body as Array<{
      dayNumber: number;
      sections: Array<{ number: number; meta: string; audioPath: string | null }>;
    }>;
    const dayFour = days.find((d) => d.dayNumber === 4);
    expect(dayFour?.sections[0]).toEqual(
      expect.objectContaining({ number: 1, meta: 'audio', audioPath: section!.section1_audio_path }),
    );
  });

  it('should give every seeded recording its transcript and WebVTT captions', async () => {
    const recorded = await queryDb<{ transcript: string | null; captions: string | null }>(
      t,
      `SELECT transcript, captions FROM meditations WHERE media_url IS NOT NULL
       UNION ALL SELECT transcript, captions FROM angel_mondays WHERE audio_url IS NOT NULL
       UNION ALL SELECT section1_transcript, section1_captions FROM challenge_days WHERE section1_audio_path IS NOT NULL`,
    );
    expect(recorded).toHaveLength(DEMO_MEDIA_MEDITATIONS + 2);
    for (const r of recorded) {
      expect(r.transcript).toContain('Esta grabación no tiene voz');
      expect(transcriptMessages(r)).toEqual({});
      expect(parseWebVtt(r.captions ?? '').cues?.[0]?.text).toBe('[Suena una campana]');
    }
  });

  it('should add nothing when the server starts again, even on an older database without her sessions', async () => {
    // A database from before practice sessions existed: her history is there, her sessions are not.
    await queryDb(
      t,
      `DELETE FROM practice_sessions WHERE user_id = (SELECT id FROM users WHERE email = 'cliente@inhala.local')`,
    );
    const before = await counts();
    expect(before['practice_sessions']).toBe(0);
    const files = await queryDb<{ n: string }>(
      t,
      `SELECT (SELECT count(*) FROM meditations WHERE media_url IS NOT NULL)
            + (SELECT count(*) FROM angel_mondays WHERE audio_url IS NOT NULL)
            + (SELECT count(*) FROM challenge_days WHERE section1_audio_path IS NOT NULL) AS n`,
    );
    const again = await startTestApp({}, { sameDatabaseAs: t });
    try {
      expect(await counts()).toEqual(before);
      const after = await queryDb<{ n: string }>(
        t,
        `SELECT (SELECT count(*) FROM meditations WHERE media_url IS NOT NULL)
              + (SELECT count(*) FROM angel_mondays WHERE audio_url IS NOT NULL)
              + (SELECT count(*) FROM challenge_days WHERE section1_audio_path IS NOT NULL) AS n`,
      );
      expect(after).toEqual(files);
    } finally {
      await again.close();
    }
    expect(before['rituals']).toBe(DEMO_PRACTICE_OFFSETS.length);
  });

  it('should bring her history forward when the server starts again days later, so it never goes stale', async () => {
    // As if the last start was three days ago: her whole history three days earlier.
    const client = `(SELECT id FROM users WHERE email = 'cliente@inhala.local')`;
    await queryDb(
      t,
      `UPDATE rituals SET date = date - 3 + 100000, completed_at = completed_at - interval '3 days' WHERE user_id = ${client}`,
    );
    await queryDb(t, `UPDATE rituals SET date = date - 100000 WHERE user_id = ${client}`);
    await queryDb(t, `UPDATE practice_days SET day = day - 3 + 100000 WHERE user_id = ${client}`);
    await queryDb(t, `UPDATE practice_days SET day = day - 100000 WHERE user_id = ${client}`);
    await queryDb(
      t,
      `UPDATE streaks SET last_completed_date = last_completed_date - 3 WHERE user_id = ${client}`,
    );
    const before = await counts();

    const again = await startTestApp({}, { sameDatabaseAs: t });
    try {
      expect(await counts()).toEqual(before);
      const [moved] = await queryDb<{ last: string; newest: string; days: string }>(
        t,
        `SELECT (SELECT last_completed_date::text FROM streaks WHERE user_id = ${client}) AS last,
                (SELECT max(date)::text FROM rituals WHERE user_id = ${client}) AS newest,
                (SELECT max(day)::text FROM practice_days WHERE user_id = ${client}) AS days`,
      );
      expect(moved).toEqual({ last: day(-1), newest: day(-1), days: day(-1) });
      const streak = (await get('/api/streak')).body as { currentStreak: number };
      expect(streak.currentStreak).toBe(9);
    } finally {
      await again.close();
    }
  });
});
