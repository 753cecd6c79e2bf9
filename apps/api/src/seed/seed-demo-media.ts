import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UPLOAD_MAX_BYTES } from '@inhala/domain';
import { FileStorage, type StoredFile } from '../modules/media';
import { affectedRows } from '../platform/database/affected-rows';
import { demoPadWavs } from './demo-audio';
import { DEMO_CHALLENGE } from './demo-history.seed';

/** How many meditations get an audio file: one from each of the first categories. */
export const DEMO_MEDIA_MEDITATIONS = 5;
export const DEMO_AUDIO_SECTION = {
  title: 'Práctica guiada en audio',
  content:
    'Busca una postura en la que estés a gusto, sube un poco el volumen y deja que el sonido marque tu respiración: inhala cuando crece, exhala cuando se apaga.',
  fileName: 'calma-dia-4.wav',
} as const;

/**
 * Demo mode: playable media for a few meditations, the latest Angel Monday and the active demo
 * challenge's day 4, made here (demo-audio.ts) and kept in the uploads storage like an admin's
 * upload. Each part is written only while no row of its table has media yet, so restarts add
 * nothing and an admin's own files are never overwritten. True when it wrote something (the
 * content bundle is then refreshed).
 */
@Injectable()
export class SeedDemoMedia {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly files: FileStorage,
  ) {}

  async seed(): Promise<boolean> {
    const [needs] = await this.db.query<Array<{ meditations: boolean; angel: boolean; challenge: boolean }>>(
      `SELECT NOT EXISTS (SELECT 1 FROM meditations WHERE media_url IS NOT NULL) AS meditations,
              NOT EXISTS (SELECT 1 FROM angel_mondays WHERE audio_url IS NOT NULL) AS angel,
              NOT EXISTS (SELECT 1 FROM challenge_days
                           WHERE COALESCE(section1_audio_path, section2_audio_path,
                                          section3_audio_path, section4_audio_path) IS NOT NULL) AS challenge`,
    );
    if (!needs || !(needs.meditations || needs.angel || needs.challenge)) return false;
    // Made once per boot; every row gets its own stored copy, so an admin replacing one file
    // (which forgets the old one) never takes another row's audio with it.
    const wavs = demoPadWavs();
    const wav = (i: number) => wavs[i % wavs.length] as Buffer;
    let written = 0;
    if (needs.meditations) written += await this.meditations(wav);
    if (needs.angel) written += await this.angelMonday(wav(1));
    if (needs.challenge) written += await this.challengeDay(wav(2));
    if (written > 0) this.logger.log(`seeded ${written} demo audio files`);
    return written > 0;
  }

  private store(bytes: Buffer): Promise<StoredFile> {
    return this.files.save(
      (async function* () {
        yield bytes;
      })(),
      { accepts: ['audio/wav'], maxBytes: UPLOAD_MAX_BYTES },
    );
  }

  /** The first meditation of each of the first categories. */
  private async meditations(wav: (i: number) => Buffer): Promise<number> {
    const rows: Array<{ id: number }> = await this.db.query(
      `SELECT id FROM (
         SELECT DISTINCT ON (mc.category_id) m.id, m.sort_order, mc.category_id
           FROM meditations m JOIN meditation_categories mc ON mc.meditation_id = m.id
          WHERE m.deleted_at IS NULL AND m.status = 'published' AND m.video_url IS NULL
          ORDER BY mc.category_id, m.sort_order, m.id) firsts
        ORDER BY category_id LIMIT $1`,
      [DEMO_MEDIA_MEDITATIONS],
    );
    let written = 0;
    for (const [i, row] of rows.entries()) {
      const file = await this.store(wav(i));
      const updated: unknown = await this.db.query(
        `UPDATE meditations SET media_url = $2, media_type = 'audio', updated_at = now()
          WHERE id = $1 AND media_url IS NULL`,
        [row.id, file.url],
      );
      if (affectedRows(updated) === 1) written += 1;
      else await this.files.remove(file.url);
    }
    return written;
  }

  private async angelMonday(wav: Buffer): Promise<number> {
    const rows: Array<{ id: number }> = await this.db.query(
      `SELECT id FROM angel_mondays WHERE deleted_at IS NULL AND status = 'published'
        ORDER BY "timestamp" DESC, id DESC LIMIT 1`,
    );
    const latest = rows[0];
    if (!latest) return 0;
    const file = await this.store(wav);
    const updated: unknown = await this.db.query(
      `UPDATE angel_mondays SET audio_url = $2, updated_at = now() WHERE id = $1 AND audio_url IS NULL`,
      [latest.id, file.url],
    );
    if (affectedRows(updated) === 1) return 1;
    await this.files.remove(file.url);
    return 0;
  }

  /**
   * The demo challenge's day 4 (where the demo client stands): its practice section, a video
   * with no link in the seed, becomes an audio section with the file. The day's own audio name
   * and size hold its first audio section's, as the challenge-section-audio migration has it.
   */
  private async challengeDay(wav: Buffer): Promise<number> {
    const rows: Array<{ id: number }> = await this.db.query(
      `SELECT d.id FROM challenge_days d JOIN challenges c ON c.id = d.challenge_id
        WHERE c.slug = $1 AND c.deleted_at IS NULL AND d.deleted_at IS NULL AND d.day_number = $2
          AND d.section1_audio_path IS NULL AND (d.section1_meta = 'video' AND d.section1_url IS NULL)`,
      [DEMO_CHALLENGE.slug, DEMO_CHALLENGE.currentDay],
    );
    const day = rows[0];
    if (!day) return 0;
    const file = await this.store(wav);
    const updated: unknown = await this.db.query(
      `UPDATE challenge_days
          SET section1_meta = 'audio', section1_title = $2, section1_content = $3, section1_audio_path = $4,
              section1_audio_original_name = $5, section1_audio_size = $6,
              audio_original_name = $5, audio_size = $6, updated_at = now()
        WHERE id = $1 AND section1_audio_path IS NULL`,
      [
        day.id,
        DEMO_AUDIO_SECTION.title,
        DEMO_AUDIO_SECTION.content,
        file.url,
        DEMO_AUDIO_SECTION.fileName,
        file.size,
      ],
    );
    if (affectedRows(updated) === 1) return 1;
    await this.files.remove(file.url);
    return 0;
  }
}
