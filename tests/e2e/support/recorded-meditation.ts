import { expect, type Page } from '@playwright/test';

export interface RecordedMeditation {
  id: number;
  name: string;
  /** Where the app lists it: /meditation/{position}. */
  position: number;
  mediaUrl: string;
}

/**
 * The seeded meditations with an uploaded audio file, as the person with `sessionId` can play
 * them. On a first run the demo recordings are encoded after the server starts, and a row gets
 * its file only once the file is complete: this waits for the first `atLeast` (one by default).
 */
export async function recordedMeditations(
  page: Page,
  sessionId: string,
  atLeast = 1,
): Promise<RecordedMeditation[]> {
  type Media = { id: number; mediaUrl: string | null; mediaType: string | null };
  let withAudio: Array<Media & { mediaUrl: string }> = [];
  await expect
    .poll(
      async () => {
        const media = (await (
          await page.request.get('/api/meditations/media', { headers: { 'x-session-id': sessionId } })
        ).json()) as Media[];
        withAudio = media.filter(
          (m): m is Media & { mediaUrl: string } => Boolean(m.mediaUrl) && m.mediaType === 'audio',
        );
        return withAudio.length;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBeGreaterThanOrEqual(atLeast);
  const content = (await (await page.request.get('/api/content')).json()) as {
    meditations: Array<{ id: number; name: string }>;
  };
  return withAudio.map((m) => {
    const index = content.meditations.findIndex((c) => c.id === m.id);
    return { id: m.id, name: content.meditations[index]!.name, position: index + 1, mediaUrl: m.mediaUrl };
  });
}

/** The first of recordedMeditations. */
export async function recordedMeditation(page: Page, sessionId: string): Promise<RecordedMeditation> {
  return (await recordedMeditations(page, sessionId))[0]!;
}
