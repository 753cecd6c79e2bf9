import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UPLOAD_MAX_BYTES, durationMinutes, type GuidanceStep } from '@inhala/domain';
import { RefreshContentBundle } from '../modules/content';
import { FileStorage, type StoredFile } from '../modules/media';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { affectedRows } from '../platform/database/affected-rows';
import { DEMO_AUDIO_SECONDS, DEMO_PAD_VOICES, type PadVoice } from './demo-audio';
import { DemoRecordings, type DemoRecording } from './demo-recordings';
import { DEMO_CHALLENGE } from './demo-history.seed';
import { demoRecordingTranscript } from './demo-transcripts';

/** The pad a recording's voice number plays (demo-recordings.ts picks it the same way). */
const padVoice = (voice: number): PadVoice => DEMO_PAD_VOICES[voice % DEMO_PAD_VOICES.length]!;

/** How many meditations get a recording: one from each of the first categories. */
export const DEMO_MEDIA_MEDITATIONS = 5;
/** The labels a demo recording is made for: at least 5 minutes, and short enough to encode at once. */
export const DEMO_MEDIA_MINUTES = { min: 5, max: 10 } as const;
export const DEMO_AUDIO_SECTION = {
  title: 'Práctica guiada en audio',
  content:
    'Busca una postura en la que estés a gusto, sube un poco el volumen y deja que el sonido marque tu respiración: inhala cuando crece, exhala cuando se apaga.',
  fileName: 'calma-dia-4.mp3',
} as const;

/** A row waiting for a recording, and how to attach the stored copy (true when it was attached). */
interface Attachment {
  recording: DemoRecording;
  attach: (file: StoredFile) => Promise<boolean>;
}

/**
 * Demo mode: recorded meditations as long as their label (02 §5: the card's duration is the
 * file's), the latest Angel Monday's audio and the active demo challenge's day 4, kept in the
 * uploads storage like an admin's upload. Each part is written only while no row of its table
 * has media yet, and each row only while it has none (a conditional UPDATE), so restarts add
 * nothing and an admin's own files are never overwritten.
 *
 * Each recording comes with its transcript and captions (demo-transcripts.ts): they describe
 * music without voice, as it is. The recordings are MP3s made by demo-recordings.ts and cached by content: those already made
 * are attached during boot; the others are made in a low-priority worker thread once the server
 * listens (start), and each row gets its file once the file is complete, with the content bundle
 * refreshed, so the first start answers as soon as it would without them.
 */
@Injectable()
export class SeedDemoMedia implements OnModuleDestroy {
  private readonly logger = new Logger('Seed');
  private readonly recordings: DemoRecordings;
  private later: Attachment[] = [];
  private pending: Promise<void> | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly files: FileStorage,
    private readonly content: RefreshContentBundle,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.recordings = new DemoRecordings(join(config.dataDir, 'cache', 'demo-audio'));
  }

  /** True when it attached something now (the caller refreshes the bundle); the rest comes later. */
  async seed(): Promise<boolean> {
    const attachments = await this.plan();
    if (attachments.length === 0) return false;
    const now: Attachment[] = [];
    const later: Attachment[] = [];
    for (const a of attachments) ((await this.recordings.has(a.recording)) ? now : later).push(a);
    let written = 0;
    for (const a of now) written += (await this.attach(a)) ? 1 : 0;
    if (written > 0) this.logger.log(`attached ${written} cached demo recordings`);
    this.later = later;
    return written > 0;
  }

  /**
   * Starts making the recordings the seed could not attach from the cache. main.ts calls it once
   * the server listens, so the first start answers as soon as it would without them.
   */
  start(): Promise<void> {
    this.pending ??= this.later.length > 0 ? this.makeLater(this.later) : Promise.resolve();
    return this.pending;
  }

  /** Resolves once every recording of this boot is made and attached (starting them if need be). */
  settled(): Promise<void> {
    return this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.recordings.stop();
  }

  private async makeLater(later: Attachment[]): Promise<void> {
    const unique = [
      ...new Map(later.map((a) => [this.recordings.pathOf(a.recording), a.recording])).values(),
    ];
    try {
      await this.recordings.make(unique, async (recording, done) => {
        const path = this.recordings.pathOf(recording);
        let written = 0;
        for (const a of later.filter((l) => this.recordings.pathOf(l.recording) === path))
          written += (await this.attach(a)) ? 1 : 0;
        this.logger.log(
          `made a ${recording.seconds} s demo recording (${done.bytes} bytes) in ${done.milliseconds} ms; attached to ${written}`,
        );
        if (written > 0) await this.content.execute();
      });
    } catch (error) {
      this.logger.error(`demo recordings: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Stores its own copy for the row (an admin replacing one forgets only that copy), then attaches it. */
  private async attach(a: Attachment): Promise<boolean> {
    const file = await this.files.save(createReadStream(this.recordings.pathOf(a.recording)), {
      accepts: ['audio/mpeg'],
      maxBytes: UPLOAD_MAX_BYTES,
    });
    if (await a.attach(file)) return true;
    await this.files.remove(file.url);
    return false;
  }

  /** The rows that get a recording on this boot, each with the recording it gets. */
  private async plan(): Promise<Attachment[]> {
    const [needs] = await this.db.query<Array<{ meditations: boolean; angel: boolean; challenge: boolean }>>(
      `SELECT NOT EXISTS (SELECT 1 FROM meditations WHERE media_url IS NOT NULL) AS meditations,
              NOT EXISTS (SELECT 1 FROM angel_mondays WHERE audio_url IS NOT NULL) AS angel,
              NOT EXISTS (SELECT 1 FROM challenge_days
                           WHERE COALESCE(section1_audio_path, section2_audio_path,
                                          section3_audio_path, section4_audio_path) IS NOT NULL) AS challenge`,
    );
    if (!needs) return [];
    const plan: Attachment[] = [];
    if (needs.meditations) plan.push(...(await this.meditations()));
    if (needs.angel) plan.push(...(await this.angelMonday()));
    if (needs.challenge) plan.push(...(await this.challengeDay()));
    return plan;
  }

  /** In each of the first categories, its first meditation whose label is a length worth recording. */
  private async meditations(): Promise<Attachment[]> {
    const rows: Array<{ id: number; duration: string; steps: GuidanceStep[] | null }> = await this.db.query(
      `SELECT id, duration, steps FROM (
         SELECT DISTINCT ON (mc.category_id) m.id, m.duration, s.steps, mc.category_id
           FROM meditations m JOIN meditation_categories mc ON mc.meditation_id = m.id
           LEFT JOIN meditation_scripts s ON s.meditation_id = m.id
          WHERE m.deleted_at IS NULL AND m.status = 'published' AND m.video_url IS NULL
            AND substring(m.duration from '^(\\d+) min$')::int BETWEEN $2 AND $3
          ORDER BY mc.category_id, m.sort_order, m.id) firsts
        ORDER BY category_id LIMIT $1`,
      [DEMO_MEDIA_MEDITATIONS, DEMO_MEDIA_MINUTES.min, DEMO_MEDIA_MINUTES.max],
    );
    return rows.map((row, i) => {
      const recording = { voice: i, seconds: (durationMinutes(row.duration) ?? 0) * 60 };
      // The recording's text alternative comes with it, its script's steps to read over the music.
      const text = demoRecordingTranscript({ ...recording, voice: padVoice(i), steps: row.steps ?? [] });
      return {
        recording,
        attach: async (file) =>
          affectedRows(
            await this.db.query(
              `UPDATE meditations SET media_url = $2, media_type = 'audio', media_seconds = $3,
                      transcript = $4, captions = $5, updated_at = now()
                WHERE id = $1 AND media_url IS NULL`,
              [row.id, file.url, await this.files.playingSeconds(file.url), text.transcript, text.captions],
            ),
          ) === 1,
      };
    });
  }

  private async angelMonday(): Promise<Attachment[]> {
    const rows: Array<{ id: number }> = await this.db.query(
      `SELECT id FROM angel_mondays WHERE deleted_at IS NULL AND status = 'published'
        ORDER BY "timestamp" DESC, id DESC LIMIT 1`,
    );
    const recording = { voice: 1, seconds: DEMO_AUDIO_SECONDS };
    const text = demoRecordingTranscript({ ...recording, voice: padVoice(recording.voice) });
    return rows.map((row) => ({
      recording,
      attach: async (file) =>
        affectedRows(
          await this.db.query(
            `UPDATE angel_mondays SET audio_url = $2, transcript = $3, captions = $4, updated_at = now()
              WHERE id = $1 AND audio_url IS NULL`,
            [row.id, file.url, text.transcript, text.captions],
          ),
        ) === 1,
    }));
  }

  /**
   * The demo challenge's day 4 (where the demo client stands): its practice section, a video
   * with no link in the seed, becomes an audio section with the file. The day's own audio name
   * and size hold its first audio section's, as the challenge-section-audio migration has it.
   */
  private async challengeDay(): Promise<Attachment[]> {
    const rows: Array<{ id: number }> = await this.db.query(
      `SELECT d.id FROM challenge_days d JOIN challenges c ON c.id = d.challenge_id
        WHERE c.slug = $1 AND c.deleted_at IS NULL AND d.deleted_at IS NULL AND d.day_number = $2
          AND d.section1_audio_path IS NULL AND (d.section1_meta = 'video' AND d.section1_url IS NULL)`,
      [DEMO_CHALLENGE.slug, DEMO_CHALLENGE.currentDay],
    );
    const recording = { voice: 2, seconds: DEMO_AUDIO_SECONDS };
    const text = demoRecordingTranscript({ ...recording, voice: padVoice(recording.voice) });
    return rows.map((day) => ({
      recording,
      attach: async (file) =>
        affectedRows(
          await this.db.query(
            `UPDATE challenge_days
                SET section1_meta = 'audio', section1_title = $2, section1_content = $3, section1_audio_path = $4,
                    section1_audio_original_name = $5, section1_audio_size = $6,
                    audio_original_name = $5, audio_size = $6,
                    section1_transcript = $7, section1_captions = $8, updated_at = now()
              WHERE id = $1 AND section1_audio_path IS NULL`,
            [
              day.id,
              DEMO_AUDIO_SECTION.title,
              DEMO_AUDIO_SECTION.content,
              file.url,
              DEMO_AUDIO_SECTION.fileName,
              file.size,
              text.transcript,
              text.captions,
            ],
          ),
        ) === 1,
    }));
  }
}
