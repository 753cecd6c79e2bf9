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
  ${[1, 2, 3, 4].map((n) => `section${n}_meta, section${n}_title, section${n}_content, section${n}_url, section${n}_audio_path`).join(', ')}`;

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
    sections.push({
      number: n,
      meta: meta as SectionKind,
      title: text('title'),
      content: text('content'),
      url: text('url'),
      audioPath: text('audio_path'),
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
