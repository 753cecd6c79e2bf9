import {
  SECTION_KINDS,
  type ChallengeDayView,
  type ChallengeSectionView,
  type ChallengeView,
  type SectionKind,
} from '@inhala/domain';

export const CHALLENGE_COLUMNS = `
  id, name, slug, short_desc AS "shortDesc", long_desc AS "longDesc", image_url AS "imageUrl",
  welcome_video_url AS "welcomeVideoUrl", total_days AS "totalDays", is_premium AS "isPremium", created_at AS "createdAt"`;

export const CHALLENGE_DAY_COLUMNS = `
  id, challenge_id, day_number, module_title, preview, audio_original_name, audio_size,
  ${[1, 2, 3, 4].map((n) => `section${n}_meta, section${n}_title, section${n}_content, section${n}_url, section${n}_audio_path`).join(', ')},
  ${[1, 2, 3, 4]
    // Whether each section's audio has a transcript or captions, never the texts (they may be long).
    .map(
      (n) =>
        `(section${n}_transcript IS NOT NULL OR section${n}_captions IS NOT NULL) AS section${n}_has_transcript, ` +
        `section${n}_captions IS NOT NULL AS section${n}_has_captions`,
    )
    .join(', ')}`;

/** Where an audio section's transcript is read, and its captions as WebVTT. */
export const sectionTranscriptPath = (challengeId: number, dayId: number, n: number) =>
  `/api/challenges/${challengeId}/days/${dayId}/sections/${n}`;

export type ChallengeDayRow = Record<string, unknown> & {
  id: number;
  challenge_id: number;
  day_number: number;
};

export function toChallengeView(row: ChallengeView & { createdAt: Date | string }): ChallengeView {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

/** A day with only its configured sections, numbered 1 to 4 as stored. */
export function toChallengeDayView(row: ChallengeDayRow): ChallengeDayView {
  const sections: ChallengeSectionView[] = [];
  for (const n of [1, 2, 3, 4]) {
    const meta = row[`section${n}_meta`];
    if (typeof meta !== 'string' || !SECTION_KINDS.includes(meta as SectionKind)) continue;
    const text = (key: string) =>
      typeof row[`section${n}_${key}`] === 'string' ? (row[`section${n}_${key}`] as string) : null;
    const recorded = meta === 'audio' && text('audio_path') !== null;
    const path = sectionTranscriptPath(row.challenge_id, row.id, n);
    sections.push({
      number: n,
      meta: meta as SectionKind,
      title: text('title'),
      content: text('content'),
      url: text('url'),
      audioPath: text('audio_path'),
      transcriptUrl: recorded && row[`section${n}_has_transcript`] === true ? `${path}/transcript` : null,
      captionsUrl: recorded && row[`section${n}_has_captions`] === true ? `${path}/captions.vtt` : null,
    });
  }
  return {
    id: row.id,
    challengeId: row.challenge_id,
    dayNumber: row.day_number,
    moduleTitle: (row['module_title'] as string | null) ?? null,
    preview: (row['preview'] as string | null) ?? null,
    sections,
    audioOriginalName: (row['audio_original_name'] as string | null) ?? null,
    audioSize: (row['audio_size'] as number | null) ?? null,
  };
}
