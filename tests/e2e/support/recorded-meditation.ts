import { expect, type Page } from '@playwright/test';

export interface RecordedMeditation {
  id: number;
  name: string;
  /** Where the app lists it: /meditation/{position}. */
  position: number;
  mediaUrl: string;
}

/**
 * A seeded meditation with an uploaded audio file, as the person with `sessionId` can play it. On a first run the
 * demo recordings are encoded after the server starts, and a row gets its file only once the
 * file is complete: this waits for the first one.
 */
export async function recordedMeditation(page: Page, sessionId: string): Promise<RecordedMeditation> {
  type Media = { id: number; mediaUrl: string | null; mediaType: string | null };
  let withAudio: Media | undefined;
  await expect
    .poll(
      async () => {
        const media = (await (
          await page.request.get('/api/meditations/media', { headers: { 'x-session-id': sessionId } })
        ).json()) as Media[];
        withAudio = media.find((m) => m.mediaUrl && m.mediaType === 'audio');
        return withAudio !== undefined;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(true);
  const content = (await (await page.request.get('/api/content')).json()) as {
    meditations: Array<{ id: number; name: string }>;
  };
  const index = content.meditations.findIndex((m) => m.id === withAudio!.id);
  return {
    id: withAudio!.id,
    name: content.meditations[index]!.name,
    position: index + 1,
    mediaUrl: withAudio!.mediaUrl!,
  };
}
