import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { TranscriptInput } from '@inhala/domain';
import { returnedRows } from '../../../../platform/database/affected-rows';
import { sqlInUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import {
  ChallengeSectionTranscripts,
  type ChallengeSectionKey,
  type ChallengeSectionTranscript,
} from '../../ports/challenge-section-transcripts.port';

/** The section's columns: `n` is checked to be 1-4 before it names one. */
function columnsOf(n: number) {
  if (![1, 2, 3, 4].includes(n)) throw new RangeError(`no section ${n}`);
  return {
    select: `c.name || ' · día ' || d.day_number || ' · sección ${n}' AS name,
             CASE WHEN d.section${n}_meta = 'audio' THEN d.section${n}_audio_path END AS "audioPath",
             d.section${n}_transcript AS transcript, d.section${n}_captions AS captions`,
    transcript: `section${n}_transcript`,
    captions: `section${n}_captions`,
  };
}

/** The live day the key names ($1 its id or number, $2 its challenge), in a live challenge. */
const liveDay = (key: ChallengeSectionKey) =>
  `${'dayId' in key ? 'd.id' : 'd.day_number'} = $1 AND d.challenge_id = $2 AND d.deleted_at IS NULL AND c.deleted_at IS NULL`;
const dayOf = (key: ChallengeSectionKey) => ('dayId' in key ? key.dayId : key.dayNumber);

/** Writes join the admin's unit of work, so the transcript and its audit entry land together. */
@Injectable()
export class SqlChallengeSectionTranscripts extends ChallengeSectionTranscripts {
  private readonly sql: ReturnType<typeof sqlInUnitOfWork>;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  published(key: ChallengeSectionKey): Promise<ChallengeSectionTranscript | null> {
    return this.read(key, `AND c.status = 'published'`);
  }

  get(key: ChallengeSectionKey): Promise<ChallengeSectionTranscript | null> {
    return this.read(key, '');
  }

  async put(key: ChallengeSectionKey, input: TranscriptInput): Promise<ChallengeSectionTranscript | null> {
    const columns = columnsOf(key.n);
    const result = await this.sql(
      `UPDATE challenge_days d SET ${columns.transcript} = $3, ${columns.captions} = $4, updated_at = now()
         FROM challenges c
        WHERE c.id = d.challenge_id AND ${liveDay(key)}
        RETURNING ${columns.select}`,
      [dayOf(key), key.challengeId, input.transcript, input.captions],
    );
    return returnedRows<ChallengeSectionTranscript>(result)[0] ?? null;
  }

  private async read(key: ChallengeSectionKey, extra: string): Promise<ChallengeSectionTranscript | null> {
    const [row] = await this.sql<ChallengeSectionTranscript[]>(
      `SELECT ${columnsOf(key.n).select}
         FROM challenge_days d JOIN challenges c ON c.id = d.challenge_id
        WHERE ${liveDay(key)} ${extra}`,
      [dayOf(key), key.challengeId],
    );
    return row ?? null;
  }
}
