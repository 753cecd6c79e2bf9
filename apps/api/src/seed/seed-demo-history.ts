import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { daysBetween, isValidTimeZone, localDateIn, plantStageFor, streakFromHistory } from '@inhala/domain';
import { Clock } from '../platform/time/clock.port';
import { DEMO_CLIENT_EMAIL } from './demo-accounts';
import { DEMO_AUDIO_SECONDS } from './demo-audio';
import {
  DEMO_CHALLENGE,
  DEMO_CHALLENGE_REFLECTIONS,
  DEMO_FAVOURITE_COUNT,
  DEMO_MORNING_PAGES,
  DEMO_PRACTICE_OFFSETS,
  DEMO_RITUALS,
  dayFrom,
  instantAt,
} from './demo-history.seed';

const FALLBACK_ZONE = 'America/Mexico_City';

/** Every table of the demo client's practice whose dates move when her history is brought forward. */
const DEMO_HISTORY_TABLES = [
  'rituals',
  'oracle_draws',
  'practice_days',
  'streaks',
  'practice_sessions',
  'morning_pages',
  'user_meditations',
  'user_challenge_progress',
  'challenge_section_completions',
  'challenge_journal_entries',
] as const;
const PARKING_DAYS = 100_000;

interface PoolMeditation {
  id: number;
  name: string;
  keywords: string;
  type: string | null;
  video_url: string | null;
  media_url: string | null;
  duration: string | null;
  image_url: string | null;
  journal_prompt: string | null;
}

/** The ritual text of the n-th practised day counted from the newest: the newest and the restart day are dated texts. */
function ritualTextFor(newestFirst: number) {
  if (newestFirst < DEMO_RITUALS.length) return DEMO_RITUALS[newestFirst]!;
  // Older days reuse the undated ones (1..7): never 'nine days' or 'starting again'.
  return DEMO_RITUALS[1 + (newestFirst % 7)]!;
}

/**
 * Demo mode: three weeks of the demo client's practice up to yesterday in her time zone (see
 * demo-history.seed.ts), so `npm start` shows a 9-day plant, a journal, favourites, a challenge
 * on day 4 and practice minutes. Written once, in one transaction, only while she has no
 * practice of any kind: an older database where she already has a history gets nothing.
 */
@Injectable()
export class SeedDemoHistory {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async seed(): Promise<void> {
    const written = await this.db.transaction(async (tx) => {
      // The lock makes a second API process starting at the same moment wait, then find the history.
      const clients: Array<{ id: string; timezone: string | null }> = await tx.query(
        `SELECT id, timezone FROM users WHERE email = $1 FOR UPDATE`,
        [DEMO_CLIENT_EMAIL],
      );
      const client = clients[0];
      if (!client) return false;
      const zone = client.timezone && isValidTimeZone(client.timezone) ? client.timezone : FALLBACK_ZONE;
      if (await this.hasHistory(tx, client.id)) {
        const moved = await this.bringForward(tx, client.id, zone, this.clock.now());
        if (moved > 0) this.logger.log(`moved the demo client’s practice ${moved} days forward`);
        return false;
      }
      return this.write(tx, client.id, zone, this.clock.now());
    });
    if (written) this.logger.log('seeded the demo client’s three weeks of practice');
  }

  /**
   * `npm start` again days later on the same data: the demo must not have gone stale (a broken
   * streak, a challenge 'day 4' of last week). When her last practice day is before yesterday,
   * every date and instant of everything she has moves forward by the days missed, in this
   * transaction, so the history ends yesterday again. Nothing is added or removed. How many days.
   */
  private async bringForward(tx: EntityManager, userId: string, zone: string, now: Date): Promise<number> {
    const rows: Array<{ last: string | null }> = await tx.query(
      `SELECT last_completed_date::text AS last FROM streaks WHERE user_id = $1`,
      [userId],
    );
    const last = rows[0]?.last;
    if (!last) return 0;
    const shift = daysBetween(last, dayFrom(now, zone, -1));
    if (shift <= 0) return 0;
    for (const table of DEMO_HISTORY_TABLES) {
      const columns: Array<{ name: string; type: string }> = await tx.query(
        `SELECT column_name AS name, data_type AS type FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = $1
            AND data_type IN ('date', 'timestamp with time zone')`,
        [table],
      );
      const dates = columns.filter((c) => c.type === 'date').map((c) => c.name);
      const instants = columns.filter((c) => c.type !== 'date').map((c) => c.name);
      // Dates in unique keys (a ritual a day) move through a far-off day first, so no row lands
      // on another's day halfway through the statement.
      const set = [
        ...dates.map((c) => `${c} = ${c} + $2::int + ${PARKING_DAYS}`),
        ...instants.map((c) => `${c} = ${c} + make_interval(days => $2::int)`),
      ];
      if (!set.length) continue;
      await tx.query(`UPDATE ${table} SET ${set.join(', ')} WHERE user_id = $1`, [userId, shift]);
      if (dates.length)
        await tx.query(
          `UPDATE ${table} SET ${dates.map((c) => `${c} = ${c} - ${PARKING_DAYS}`).join(', ')} WHERE user_id = $1`,
          [userId],
        );
    }
    return shift;
  }

  private async hasHistory(tx: EntityManager, userId: string): Promise<boolean> {
    const rows: Array<{ any: boolean }> = await tx.query(
      `SELECT EXISTS (SELECT 1 FROM rituals WHERE user_id = $1)
           OR EXISTS (SELECT 1 FROM practice_days WHERE user_id = $1)
           OR EXISTS (SELECT 1 FROM practice_sessions WHERE user_id = $1)
           OR EXISTS (SELECT 1 FROM morning_pages WHERE user_id = $1)
           OR EXISTS (SELECT 1 FROM user_challenge_progress WHERE user_id = $1)
           OR EXISTS (SELECT 1 FROM user_meditations WHERE user_id = $1) AS any`,
      [userId],
    );
    return rows[0]?.any === true;
  }

  /** False when there is nothing to build it from (no meditations). */
  private async write(tx: EntityManager, userId: string, zone: string, now: Date): Promise<boolean> {
    const day = (offset: number) => dayFrom(now, zone, offset);
    const pool: PoolMeditation[] = await tx.query(
      `SELECT m.id, m.name, m.video_url, m.media_url, m.duration, m.image_url, m.journal_prompt,
              COALESCE((SELECT string_agg(k.name, ', ' ORDER BY k.name) FROM meditation_keywords mk
                          JOIN keywords k ON k.id = mk.keyword_id WHERE mk.meditation_id = m.id), '') AS keywords,
              (SELECT t.name FROM meditation_types mt JOIN types t ON t.id = mt.type_id
                WHERE mt.meditation_id = m.id ORDER BY t.name LIMIT 1) AS type
         FROM meditations m WHERE m.deleted_at IS NULL AND m.status = 'published'
        ORDER BY (m.media_url IS NULL), m.sort_order, m.id`,
    );
    if (pool.length === 0) return false;
    const cards: Array<{ id: number }> = await tx.query(
      `SELECT id FROM oracle_cards WHERE deleted_at IS NULL AND status = 'published' ORDER BY sort_order, id`,
    );
    const newestFirst = [...DEMO_PRACTICE_OFFSETS].sort((a, b) => b - a);
    const rituals = newestFirst.map((offset, n) => {
      const text = ritualTextFor(n);
      // With a playable file first, then one that fits the intention and the style.
      const fits = (m: PoolMeditation) => m.keywords.split(', ').includes(text.intention);
      const meditation =
        pool.find((m) => m.media_url && fits(m) && m.type === text.style) ??
        pool.find((m) => fits(m) && m.type === text.style) ??
        pool.find(fits) ??
        pool[n % pool.length]!;
      const date = day(offset);
      // Mornings, a little later at the weekend: a real person's rhythm, not a timer's.
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const at = instantAt(
        date,
        weekday === 0 || weekday === 6 ? '09:10' : `07:${String(5 + (n % 5) * 7).padStart(2, '0')}`,
        zone,
      );
      return { offset, date, text, meditation, at, card: cards.length ? cards[n % cards.length]!.id : null };
    });

    for (const r of rituals) {
      const done = new Date(r.at.getTime() + (r.text.duration + 4) * 60_000);
      await tx.query(
        `INSERT INTO rituals (user_id, date, intention, duration, style, meditation_id, meditation_name,
                              meditation_keywords, meditation_video_url, meditation_duration, meditation_image_url,
                              meditation_completed, journal_prompt, journal_entry, oracle_card_id, completed,
                              completed_at, created_at, updated_at)
         VALUES ($1, $2::date, $3, $4, $5, $6, $7, $8, $9, $10, $11, true, $12, $13, $14, true, $15, $16, $15)`,
        [
          userId,
          r.date,
          r.text.intention,
          r.text.duration,
          r.text.style,
          r.meditation.id,
          r.meditation.name,
          r.meditation.keywords,
          r.meditation.video_url,
          r.meditation.duration,
          r.meditation.image_url,
          r.meditation.journal_prompt,
          r.text.reflection,
          r.card,
          done,
          r.at,
        ],
      );
      if (r.card !== null)
        await tx.query(
          `INSERT INTO oracle_draws (user_id, oracle_card_id, context, date, created_at)
           VALUES ($1, $2, 'ritual', $3::date, $4) ON CONFLICT DO NOTHING`,
          [userId, r.card, r.date, r.at],
        );
      await tx.query(
        `INSERT INTO practice_days (user_id, day, source, created_at) VALUES ($1, $2::date, 'ritual', $3)
         ON CONFLICT DO NOTHING`,
        [userId, r.date, done],
      );
      // The ritual's meditation done as a guided session, for the length she chose.
      await this.session(tx, userId, r.meditation, 'guided', done, r.text.duration * 60, r.date);
    }

    // Evenings of the streak she also listened to a meditation's audio, once through.
    for (const [i, offset] of [-8, -5, -2].entries()) {
      const meditation = pool[(i + 1) % pool.length]!;
      const finished = instantAt(day(offset), '21:30', zone);
      const kind = meditation.media_url ? 'media' : 'guided';
      const seconds = kind === 'media' ? DEMO_AUDIO_SECONDS : 600;
      await this.session(tx, userId, meditation, kind, finished, seconds, day(offset));
    }

    const days = rituals.map((r) => r.date);
    const state = streakFromHistory(days, localDateIn(now, zone));
    await tx.query(
      `INSERT INTO streaks (user_id, current_streak, longest_streak, last_completed_date, plant_stage, updated_at)
       VALUES ($1, $2, $3, $4::date, $5, now())
       ON CONFLICT (user_id) DO UPDATE SET current_streak = EXCLUDED.current_streak,
         longest_streak = GREATEST(streaks.longest_streak, EXCLUDED.longest_streak),
         last_completed_date = EXCLUDED.last_completed_date, plant_stage = EXCLUDED.plant_stage, updated_at = now()`,
      [
        userId,
        state.currentStreak,
        state.longestStreak,
        state.lastCompletedDate,
        plantStageFor(state.currentStreak),
      ],
    );

    for (const page of DEMO_MORNING_PAGES) {
      const at = instantAt(day(page.offset), '06:40', zone);
      await tx.query(
        `INSERT INTO morning_pages (user_id, content, title, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)`,
        [userId, page.content, page.title, at],
      );
    }

    // Her favourites: the meditations she came back to most, first the ones with a file.
    const used = [...new Map(rituals.map((r) => [r.meditation.id, r])).values()];
    for (const r of used.slice(0, DEMO_FAVOURITE_COUNT)) {
      await tx.query(
        `INSERT INTO user_meditations (user_id, meditation_id, completed_at, favorite, created_at, updated_at)
         VALUES ($1, $2, $3, true, $3, $3) ON CONFLICT (user_id, meditation_id) DO NOTHING`,
        [userId, r.meditation.id, r.at],
      );
    }

    await this.challenge(tx, userId, zone, day);
    this.logger.log(
      `demo client: ${rituals.length} rituals, streak ${state.currentStreak} up to ${state.lastCompletedDate} (${zone})`,
    );
    return true;
  }

  private async session(
    tx: EntityManager,
    userId: string,
    meditation: PoolMeditation,
    kind: 'media' | 'guided',
    finished: Date,
    seconds: number,
    localDate: string,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO practice_sessions (id, user_id, meditation_id, kind, started_at, finished_at, seconds, local_date, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $6)`,
      [
        randomUUID(),
        userId,
        meditation.id,
        kind,
        new Date(finished.getTime() - seconds * 1000),
        finished,
        seconds,
        localDate,
      ],
    );
  }

  /** Days 1-3 of the demo challenge done (every section, and each day's reflection), day 4 open. */
  private async challenge(tx: EntityManager, userId: string, zone: string, day: (offset: number) => string) {
    const challenges: Array<{ id: number }> = await tx.query(
      `SELECT id FROM challenges WHERE slug = $1 AND deleted_at IS NULL AND status = 'published'`,
      [DEMO_CHALLENGE.slug],
    );
    const challengeId = challenges[0]?.id;
    if (challengeId === undefined) return;
    const days: Array<Record<string, unknown> & { id: number; day_number: number }> = await tx.query(
      `SELECT * FROM challenge_days WHERE challenge_id = $1 AND deleted_at IS NULL AND day_number <= $2 ORDER BY day_number`,
      [challengeId, DEMO_CHALLENGE.dayOffsets.length],
    );
    const stamps: Record<string, string> = {};
    for (const [i, offset] of DEMO_CHALLENGE.dayOffsets.entries()) {
      const row = days.find((d) => d.day_number === i + 1);
      if (!row) return;
      const done = instantAt(day(offset), '20:15', zone);
      for (const n of [1, 2, 3, 4]) {
        const meta = row[`section${n}_meta`];
        if (typeof meta !== 'string') continue;
        const at = new Date(done.getTime() - (4 - n) * 5 * 60_000);
        if (meta === 'journal')
          await tx.query(
            `INSERT INTO challenge_journal_entries (user_id, challenge_id, day_id, section_number, prompt, response, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
            [
              userId,
              challengeId,
              row.id,
              n,
              row[`section${n}_content`] ?? null,
              DEMO_CHALLENGE_REFLECTIONS[i],
              at,
            ],
          );
        await tx.query(
          `INSERT INTO challenge_section_completions (user_id, challenge_id, day_id, section_number, completed_at)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
          [userId, challengeId, row.id, n, at],
        );
      }
      stamps[String(i + 1)] = done.toISOString();
    }
    const joined = instantAt(day(DEMO_CHALLENGE.dayOffsets[0]), '20:00', zone);
    await tx.query(
      `INSERT INTO user_challenge_progress (user_id, challenge_id, current_day, is_active, is_completed, completed_days,
                                            completion_timestamps, joined_at, last_activity_at)
       VALUES ($1, $2, $3, true, false, $4, $5, $6, $7)`,
      [
        userId,
        challengeId,
        DEMO_CHALLENGE.currentDay,
        JSON.stringify(DEMO_CHALLENGE.dayOffsets.map((_, i) => i + 1)),
        JSON.stringify(stamps),
        joined,
        stamps[String(DEMO_CHALLENGE.dayOffsets.length)],
      ],
    );
  }
}
