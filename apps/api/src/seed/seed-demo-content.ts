import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { sanitizeRichText } from '../platform/html/sanitize-html.rich-text-sanitizer';
import { PasswordHasher } from '../modules/accounts';
import { DemoSubscriptions } from '../modules/subscriptions';
import { RefreshContentBundle } from '../modules/content';
import { FileStorage } from '../modules/media';
import { DraftAnnouncement } from '../modules/email';
import { CHAT_LINES, CHAT_MEMBERS, bellWav, sunrisePng, type ChatSpeaker } from './chat.seed';
import { ANGEL_MONDAYS_SEED } from './angel-mondays.seed';
import { SEED_CATEGORIES, SEED_KEYWORDS, SEED_TYPES, seedMeditations } from './catalogue.seed';
import { CHAT_FILE_CONTENT_TYPES, CHAT_LIMITS, PLANT_STAGES, plantImagePath } from '@inhala/domain';
import { DEMO_ACCOUNTS, DEMO_CLIENT_EMAIL, DEMO_PASSWORD } from './demo-accounts';
import { SEED_ARCHANGELS } from './oracle.seed';
import { SEED_CHALLENGES } from './challenges.seed';
import { SeedDemoMedia } from './seed-demo-media';
import { SeedDemoHistory } from './seed-demo-history';

/**
 * Fills a fresh database with demo content. Each part is written only when its table is empty
 * (accounts: when the e-mail is missing), so restarts never duplicate or overwrite anything.
 * Demo accounts are written only in demo mode; content is written on every empty database.
 */
@Injectable()
export class SeedDemoContent implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly demoSubscriptions: DemoSubscriptions,
    private readonly content: RefreshContentBundle,
    private readonly files: FileStorage,
    private readonly announcements: DraftAnnouncement,
    private readonly demoMedia: SeedDemoMedia,
    private readonly demoHistory: SeedDemoHistory,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seedAngelMondays();
    const catalogueChanged = [
      await this.seedCatalogue(),
      await this.seedOracle(),
      await this.seedChallenges(),
    ];
    // Demo media changes meditations and a challenge day: written before the bundle is read.
    if (this.config.demoMode) catalogueChanged.push(await this.demoMedia.seed());
    await this.seedPlantImages();
    // The content bundle is read once, after the catalogue is written, not after each part.
    if (catalogueChanged.includes(true)) await this.content.execute();
    if (this.config.demoMode) {
      await this.seedDemoAccounts();
      await this.seedDemoClientSubscription();
      await this.demoHistory.seed();
      await this.seedChat();
      await this.seedDemoAnnouncement();
    }
  }

  /** The demo client's plan is also a subscription at the provider (local mode), so the portal works. */
  private async seedDemoClientSubscription(): Promise<void> {
    const rows: Array<{ id: string; subscription_ends_at: Date }> = await this.db.query(
      `SELECT id, subscription_ends_at FROM users WHERE email = $1 AND stripe_customer_id IS NULL AND role = 'client'`,
      [DEMO_CLIENT_EMAIL],
    );
    const client = rows[0];
    if (!client) return;
    await this.demoSubscriptions.seedActive({
      accountId: client.id,
      email: DEMO_CLIENT_EMAIL,
      name: 'Clara Serena',
      periodEnd: client.subscription_ends_at,
    });
  }

  private async isEmpty(table: string): Promise<boolean> {
    const rows: Array<{ n: string }> = await this.db.query(`SELECT count(*) AS n FROM ${table}`);
    return Number(rows[0]?.n ?? 0) === 0;
  }

  private async seedAngelMondays(): Promise<void> {
    if (!(await this.isEmpty('angel_mondays'))) return;
    for (const entry of ANGEL_MONDAYS_SEED) {
      await this.db.query(
        `INSERT INTO angel_mondays (title, text, "timestamp", gradient_option) VALUES ($1, $2, $3, $4)`,
        // Stored like an admin's message: through the same allow-list.
        [entry.title, sanitizeRichText(entry.text), entry.timestamp, entry.gradientOption],
      );
    }
    this.logger.log(`seeded ${ANGEL_MONDAYS_SEED.length} Angel Mondays`);
  }

  /**
   * The demo meditations with their lookups, links and scripts, in a handful of set-based
   * statements. True when it wrote something.
   */
  private async seedCatalogue(): Promise<boolean> {
    if (!(await this.isEmpty('meditations'))) return false;
    const meditations = seedMeditations();
    await this.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO types (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`, [
        [...SEED_TYPES],
      ]);
      await tx.query(`INSERT INTO keywords (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`, [
        [...SEED_KEYWORDS],
      ]);
      await tx.query(
        `INSERT INTO categories (name, image_url)
         SELECT c.name, '/api/art/category/' || c.slug || '.svg' FROM json_to_recordset($1::json) AS c(name text, slug text)
         ON CONFLICT (name) DO NOTHING`,
        [JSON.stringify(SEED_CATEGORIES.map(({ name, slug }) => ({ name, slug })))],
      );
      await tx.query(
        `INSERT INTO meditations (name, slug, description, duration, image_url, journal_prompt, is_new, sort_order)
         SELECT m.name, m.slug, m.description, m.duration, '/api/art/meditation/' || m.slug || '.svg', m."journalPrompt", m."isNew", m."sortOrder"
           FROM json_to_recordset($1::json) AS m(name text, slug text, description text, duration text, "journalPrompt" text, "isNew" boolean, "sortOrder" int)`,
        // The scripts go to their own table below; each row is sent once.
        [JSON.stringify(meditations.map((m) => ({ ...m, script: undefined })))],
      );
      const links = JSON.stringify(
        meditations.map((m) => ({ slug: m.slug, category: m.category, type: m.type, keywords: m.keywords })),
      );
      await tx.query(
        `INSERT INTO meditation_categories (meditation_id, category_id)
         SELECT m.id, c.id FROM json_to_recordset($1::json) AS l(slug text, category text)
           JOIN meditations m ON m.slug = l.slug JOIN categories c ON c.name = l.category ON CONFLICT DO NOTHING`,
        [links],
      );
      await tx.query(
        `INSERT INTO meditation_types (meditation_id, type_id)
         SELECT m.id, t.id FROM json_to_recordset($1::json) AS l(slug text, type text)
           JOIN meditations m ON m.slug = l.slug JOIN types t ON t.name = l.type ON CONFLICT DO NOTHING`,
        [links],
      );
      await tx.query(
        `INSERT INTO meditation_scripts (meditation_id, steps)
         SELECT m.id, s.steps FROM json_to_recordset($1::json) AS s(slug text, steps jsonb)
           JOIN meditations m ON m.slug = s.slug`,
        [JSON.stringify(meditations.map((m) => ({ slug: m.slug, steps: m.script })))],
      );
      await tx.query(
        `INSERT INTO meditation_keywords (meditation_id, keyword_id)
         SELECT m.id, k.id FROM json_to_recordset($1::json) AS l(slug text, keywords json)
           JOIN meditations m ON m.slug = l.slug
           CROSS JOIN LATERAL json_array_elements_text(l.keywords) AS kw(name)
           JOIN keywords k ON k.name = kw.name ON CONFLICT DO NOTHING`,
        [links],
      );
    });
    this.logger.log(`seeded ${meditations.length} meditations`);
    return true;
  }

  /** Seven archangels and their 21 cards, with generated artwork. */
  /** True when it wrote something. */
  private async seedOracle(): Promise<boolean> {
    if (!(await this.isEmpty('archangels')) || !(await this.isEmpty('oracle_cards'))) return false;
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO archangels (name, topic, description, image_url, sort_order)
         SELECT a.name, a.topic, a.description, '/api/art/oracle/arcangel-' || a.slug || '.svg', a.ord
           FROM json_to_recordset($1::json) AS a(name text, topic text, description text, slug text, ord int)`,
        [JSON.stringify(SEED_ARCHANGELS.map((a, ord) => ({ ...a, ord })))],
      );
      const cards = SEED_ARCHANGELS.flatMap((a) => a.cards.map((card) => ({ ...card, arcangel: a.name })));
      await tx.query(
        `INSERT INTO oracle_cards (name, image_url, explanation, description, arcangel_name, arcangel_id, sort_order)
         SELECT c.name, '/api/art/oracle/' || c.slug || '.svg', c.explanation, c.description, a.name, a.id, c.ord
           FROM json_to_recordset($1::json) AS c(name text, slug text, explanation text, description text, arcangel text, ord int)
           JOIN archangels a ON a.name = c.arcangel`,
        [JSON.stringify(cards.map((c, ord) => ({ ...c, ord })))],
      );
    });
    this.logger.log(`seeded ${SEED_ARCHANGELS.length} archangels and their oracle cards`);
    return true;
  }

  /**
   * Three challenges; every day has its guided practice (a video section with no video: the day
   * page makes it a guided session of its text), a reading and a reflection. True when it wrote
   * something.
   */
  private async seedChallenges(): Promise<boolean> {
    if (!(await this.isEmpty('challenges'))) return false;
    await this.db.transaction(async (tx) => {
      for (const challenge of SEED_CHALLENGES) {
        const [row] = await tx.query<Array<{ id: number }>>(
          `INSERT INTO challenges (name, slug, short_desc, long_desc, image_url, total_days, is_premium)
           VALUES ($1, $2::text, $3, $4, '/api/art/challenge/' || $2::text || '.svg', $5, true) RETURNING id`,
          [challenge.name, challenge.slug, challenge.shortDesc, challenge.longDesc, challenge.days.length],
        );
        await tx.query(
          `INSERT INTO challenge_days (challenge_id, day_number, module_title, preview,
                                       section1_meta, section1_title, section1_content,
                                       section2_meta, section2_title, section2_content,
                                       section3_meta, section3_title, section3_content)
           SELECT $1, d.n, d.title, d.reading,
                  'video', 'Práctica guiada', d.practice,
                  'document', 'Lectura del día', d.reading,
                  'journal', 'Tu reflexión', d.prompt
             FROM json_to_recordset($2::json) AS d(n int, title text, reading text, prompt text, practice text)`,
          [row!.id, JSON.stringify(challenge.days.map((d, i) => ({ n: i + 1, ...d })))],
        );
      }
    });
    this.logger.log(`seeded ${SEED_CHALLENGES.length} challenges`);
    return true;
  }

  /** The 12 plant drawings of the streak (served by the shell from /plants). */
  private async seedPlantImages(): Promise<void> {
    await this.db.query(
      `INSERT INTO plant_images (day, image_path, name, description)
       SELECT p.day, p.path, p.name, p.description FROM json_to_recordset($1::json) AS p(day int, path text, name text, description text)
       ON CONFLICT (day) DO NOTHING`,
      [JSON.stringify(PLANT_STAGES.map((stage) => ({ ...stage, path: plantImagePath(stage) })))],
    );
  }

  private async seedDemoAccounts(): Promise<void> {
    const hash = await this.hasher.hash(DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS) {
      const subscribed = account.role === 'client';
      await this.db.query(
        `INSERT INTO users (email, first_name, last_name, password_hash, role, timezone, email_verified_at,
                            subscription_status, subscription_plan, subscription_ends_at, trial_used_at)
         VALUES ($1, $2, $3, $4, $5, 'America/Mexico_City', now(), $6, $7, $8, $9)
         ON CONFLICT (email) DO NOTHING`,
        [
          account.email,
          account.firstName,
          account.lastName,
          hash,
          account.role,
          subscribed ? 'active' : null,
          subscribed ? 'yearly' : null,
          subscribed ? new Date(Date.now() + 365 * 24 * 3600_000) : null,
          subscribed ? new Date() : null,
        ],
      );
      await this.db.query(
        `INSERT INTO practice_intents (user_id, intents)
         SELECT id, $2::text[] FROM users WHERE email = $1
         ON CONFLICT (user_id) DO NOTHING`,
        [account.email, account.intents],
      );
    }
  }

  /**
   * A few days of conversation between the demo accounts and four community members, with one
   * image and one audio note by the admin (drawn and written here into the uploads storage).
   */
  /**
   * One announcement drafted, as publishing does it: the latest Angel Monday's, so an admin on
   * `npm start` finds it at /admin/emails → 'Pendientes', can send it and open data/outbox.
   */
  private async seedDemoAnnouncement(): Promise<void> {
    if (!(await this.isEmpty('pending_emails'))) return;
    const rows: Array<{ id: number; title: string }> = await this.db.query(
      `SELECT id, title FROM angel_mondays WHERE deleted_at IS NULL AND status = 'published'
        ORDER BY "timestamp" DESC, id DESC LIMIT 1`,
    );
    const latest = rows[0];
    if (!latest) return;
    await this.announcements.execute(
      { type: 'angel_monday', id: latest.id, title: latest.title, description: null, path: '/angel-mondays' },
      null,
    );
  }

  private async seedChat(): Promise<void> {
    if (!(await this.isEmpty('chat_messages'))) return;
    const hash = await this.hasher.hash(DEMO_PASSWORD);
    for (const member of CHAT_MEMBERS) {
      await this.db.query(
        `INSERT INTO users (email, first_name, last_name, password_hash, role, timezone, email_verified_at,
                            subscription_status, subscription_plan, subscription_ends_at, trial_used_at)
         VALUES ($1, $2, $3, $4, 'client', 'Europe/Madrid', now(), 'active', 'monthly', now() + interval '30 days', now())
         ON CONFLICT (email) DO NOTHING`,
        [member.email, member.firstName, member.lastName, hash],
      );
    }
    const emails: Record<ChatSpeaker, string> = {
      admin: 'admin@inhala.local',
      cliente: DEMO_CLIENT_EMAIL,
      ...Object.fromEntries(CHAT_MEMBERS.map((m) => [m.key, m.email])),
    } as Record<ChatSpeaker, string>;
    const rows: Array<{ id: string; email: string }> = await this.db.query(
      `SELECT id, email FROM users WHERE email = ANY($1::text[])`,
      [Object.values(emails)],
    );
    const idOf = (who: ChatSpeaker) => rows.find((row) => row.email === emails[who])?.id;
    const once = async (bytes: Buffer) =>
      this.files.save(
        (async function* () {
          yield bytes;
        })(),
        { accepts: CHAT_FILE_CONTENT_TYPES, maxBytes: CHAT_LIMITS.maxFileBytes },
      );
    const image = await once(await sunrisePng());
    const audio = await once(bellWav());
    const today = new Date();
    for (const line of CHAT_LINES) {
      const userId = idOf(line.who);
      if (!userId) continue;
      const [hours = 0, minutes = 0] = line.at.split(':').map(Number);
      const at = new Date(today);
      at.setDate(at.getDate() - line.daysAgo);
      at.setHours(hours, minutes, 0, 0);
      if (at > today) at.setTime(today.getTime() - 60_000 * (CHAT_LINES.length - CHAT_LINES.indexOf(line)));
      const file = line.file === 'image' ? image : line.file === 'audio' ? audio : null;
      const inserted: Array<{ id: number }> = await this.db.query(
        `WITH next AS (UPDATE chat_sequence SET value = value + 1 RETURNING value)
         INSERT INTO chat_messages (seq, user_id, content, message_type, file_url, file_name, file_size, created_at)
         SELECT next.value, $1, $2, $3, $4, $5, $6, $7 FROM next RETURNING id`,
        [
          userId,
          line.text,
          line.file ?? 'text',
          file?.url ?? null,
          line.file === 'image' ? 'amanecer.png' : line.file === 'audio' ? 'campana.wav' : null,
          file?.size ?? null,
          at,
        ],
      );
      const messageId = inserted[0]?.id;
      for (const liker of line.likes ?? []) {
        const likerId = idOf(liker);
        if (messageId && likerId)
          await this.db.query(
            `INSERT INTO chat_reactions (message_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
            [messageId, likerId],
          );
      }
    }
    this.logger.log(`seeded ${CHAT_LINES.length} chat messages`);
  }
}
