import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ADMIN_MESSAGES,
  SECTION_KINDS,
  type AdminChallengeDay,
  type ChallengeDayInput,
  type ChallengeSectionInput,
  type SectionKind,
} from '@inhala/domain';
import { affectedRows } from '../../../../../platform/database/affected-rows';
import { sqlInUnitOfWork } from '../../../../../platform/database/typeorm.unit-of-work';
import { ChallengeDayEditor, type DayOwner } from '../../../ports/challenge-editors.port';
import { textOrNull, unlessDuplicate, type Sql } from './editor-sql';

const NUMBERS = [1, 2, 3, 4] as const;
const SECTION_FIELDS = ['meta', 'title', 'content', 'url', 'audio_path', 'audio_original_name', 'audio_size'];
const SECTION_COLUMNS = NUMBERS.flatMap((n) => SECTION_FIELDS.map((field) => `section${n}_${field}`));

const COLUMNS = `id, challenge_id, day_number, module_title, preview, audio_original_name, audio_size, updated_at,
  ${SECTION_COLUMNS.join(', ')}`;

type Row = Record<string, unknown> & {
  id: number;
  challenge_id: number;
  day_number: number;
  updated_at: Date;
};
type Section = AdminChallengeDay['sections'][number];

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const integer = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function toItem(row: Row): AdminChallengeDay {
  const sections = NUMBERS.map((n): Section => {
    const meta = text(row[`section${n}_meta`]);
    return {
      meta: meta && SECTION_KINDS.includes(meta as SectionKind) ? (meta as SectionKind) : null,
      title: text(row[`section${n}_title`]),
      content: text(row[`section${n}_content`]),
      url: text(row[`section${n}_url`]),
      audioPath: text(row[`section${n}_audio_path`]),
      audioOriginalName: text(row[`section${n}_audio_original_name`]),
      audioSize: integer(row[`section${n}_audio_size`]),
    };
  });
  return {
    id: row.id,
    challengeId: row.challenge_id,
    dayNumber: row.day_number,
    moduleTitle: text(row['module_title']),
    preview: text(row['preview']),
    sections,
    audioOriginalName: text(row['audio_original_name']),
    audioSize: integer(row['audio_size']),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The stored sections: an unused section (meta null) keeps nothing; an uploaded audio keeps its
 * name and size (the day-level ones, for the first audio section that sends none of its own).
 */
function storedSections(input: ChallengeDayInput): Section[] {
  let dayAudioUsed = false;
  return NUMBERS.map((_, index): Section => {
    const section: ChallengeSectionInput | undefined = input.sections[index];
    if (!section?.meta)
      return {
        meta: null,
        title: null,
        content: null,
        url: null,
        audioPath: null,
        audioOriginalName: null,
        audioSize: null,
      };
    const audioPath = textOrNull(section.audioPath);
    let audioOriginalName: string | null = null;
    let audioSize: number | null = null;
    if (audioPath) {
      const own = textOrNull(section.audioOriginalName) !== null || typeof section.audioSize === 'number';
      const borrow = !own && !dayAudioUsed;
      dayAudioUsed = true;
      audioOriginalName = textOrNull(borrow ? input.audioOriginalName : section.audioOriginalName);
      audioSize = (borrow ? input.audioSize : section.audioSize) ?? null;
    }
    return {
      meta: section.meta,
      title: textOrNull(section.title),
      content: textOrNull(section.content),
      url: textOrNull(section.url),
      audioPath,
      audioOriginalName,
      audioSize,
    };
  });
}

/** A challenge's days (02 §3.5); see ChallengeDayEditor. */
@Injectable()
export class SqlChallengeDayEditor extends ChallengeDayEditor {
  private readonly sql: Sql;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  async owner(challengeId: number): Promise<DayOwner | null> {
    const rows = (await this.sql(
      `SELECT id, name, total_days AS "totalDays" FROM challenges WHERE id = $1 AND deleted_at IS NULL FOR SHARE`,
      [challengeId],
    )) as DayOwner[];
    return rows[0] ?? null;
  }

  async list(challengeId: number): Promise<AdminChallengeDay[]> {
    const rows = (await this.sql(
      `SELECT ${COLUMNS} FROM challenge_days WHERE challenge_id = $1 AND deleted_at IS NULL ORDER BY day_number`,
      [challengeId],
    )) as Row[];
    return rows.map(toItem);
  }

  async get(challengeId: number, dayNumber: number): Promise<AdminChallengeDay | null> {
    const rows = (await this.sql(
      `SELECT ${COLUMNS} FROM challenge_days WHERE challenge_id = $1 AND day_number = $2 AND deleted_at IS NULL`,
      [challengeId, dayNumber],
    )) as Row[];
    return rows[0] ? toItem(rows[0]) : null;
  }

  async put(challengeId: number, dayNumber: number, input: ChallengeDayInput): Promise<AdminChallengeDay> {
    const sections = storedSections(input);
    const dayAudio = sections.find((s) => s.audioPath);
    const values = [
      input.moduleTitle.trim(),
      textOrNull(input.preview),
      dayAudio?.audioOriginalName ?? null,
      dayAudio?.audioSize ?? null,
      ...sections.flatMap((s) => [
        s.meta,
        s.title,
        s.content,
        s.url,
        s.audioPath,
        s.audioOriginalName,
        s.audioSize,
      ]),
    ];
    const columns = ['module_title', 'preview', 'audio_original_name', 'audio_size', ...SECTION_COLUMNS];
    // The day's one row, live or deleted (the newest deleted one, should there be several).
    const [existing] = (await this.sql(
      `SELECT id FROM challenge_days WHERE challenge_id = $1 AND day_number = $2
        ORDER BY deleted_at IS NULL DESC, deleted_at DESC LIMIT 1 FOR UPDATE`,
      [challengeId, dayNumber],
    )) as Array<{ id: number }>;
    await unlessDuplicate(async () => {
      if (existing)
        await this.sql(
          `UPDATE challenge_days
              SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')}, deleted_at = NULL, updated_at = now()
            WHERE id = $1`,
          [existing.id, ...values],
        );
      else
        await this.sql(
          `INSERT INTO challenge_days (challenge_id, day_number, ${columns.join(', ')})
           VALUES ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')})`,
          [challengeId, dayNumber, ...values],
        );
    }, ADMIN_MESSAGES.dayTaken);
    const written = await this.get(challengeId, dayNumber);
    if (!written) throw new Error('The written challenge day could not be read back');
    return written;
  }

  async remove(challengeId: number, dayNumber: number): Promise<AdminChallengeDay | null> {
    const before = await this.get(challengeId, dayNumber);
    if (!before) return null;
    await this.sql(`UPDATE challenge_days SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL`, [
      before.id,
    ]);
    return before;
  }

  async restore(challengeId: number, dayNumber: number): Promise<AdminChallengeDay | null> {
    const result = await unlessDuplicate(
      () =>
        this.sql(
          `UPDATE challenge_days SET deleted_at = NULL, updated_at = now()
            WHERE id = (SELECT id FROM challenge_days
                         WHERE challenge_id = $1 AND day_number = $2 AND deleted_at IS NOT NULL
                         ORDER BY deleted_at DESC LIMIT 1)`,
          [challengeId, dayNumber],
        ),
      ADMIN_MESSAGES.dayTaken,
    );
    return affectedRows(result) ? this.get(challengeId, dayNumber) : null;
  }
}
