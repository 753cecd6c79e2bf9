import axe from 'axe-core';
import { expect, test } from '@playwright/test';
import { sessionIdOf, signedInAs } from './support/auth';
import { recordedMeditation } from './support/recorded-meditation';

test.use(signedInAs('client'));

/**
 * A recording's text alternative (WCAG 2.1 AA 1.2.1): the demo client opens a recorded
 * meditation, reads 'Transcripción' under its player, and its audio carries the captions as a
 * track whose cues load; the open transcript has no serious axe violation.
 */
test.describe('transcripts', () => {
  test('a recorded meditation shows its transcript and loads its captions track', async ({ page }) => {
    test.setTimeout(180_000);
    // Every seeded recording ships with its transcript and captions.
    const { name, position } = await recordedMeditation(page, sessionIdOf('client'));

    await page.goto(`/meditation/${position}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: `Reproducir ${name}` })).toBeVisible();

    const disclosure = page.getByRole('button', { name: 'Transcripción' });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Esta grabación no tiene voz', { exact: false })).toBeVisible();
    const timed = page.getByRole('list', { name: 'Transcripción con sus tiempos' });
    await expect(timed.getByRole('listitem').first()).toHaveText('0:00[Suena una campana]');
    await expect(timed.getByRole('listitem').last()).toContainText('[Campana final]');

    // The player's track: the captions file, read with the session, loaded from a blob: address.
    const audio = page.locator('audio');
    await expect(audio.locator('track[kind="captions"]')).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(
        () =>
          audio.evaluate((el: HTMLAudioElement) => {
            const track = el.textTracks[0];
            if (!track) return 0;
            track.mode = 'hidden';
            return track.cues?.length ?? 0;
          }),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(2);

    // The open transcript (its disclosure and what it shows), checked as accessibility.spec checks
    // every screen. The player above it is the player's own (AudioPlayer.spec, accessibility.spec).
    await page.evaluate(axe.source);
    const violations = await disclosure.evaluate(async (button) => {
      const { violations: found } = await (window as unknown as { axe: typeof axe }).axe.run(
        button.parentElement!,
        {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
          resultTypes: ['violations'],
        },
      );
      return found
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
    });
    expect(violations).toEqual([]);
  });

  test("the featured Angel Monday's audio shows its transcript and loads its captions", async ({ page }) => {
    test.setTimeout(180_000);
    const sessionId = sessionIdOf('client');
    type Entry = { title: string; transcriptUrl: string | null };
    let featured: Entry | undefined;
    await expect
      .poll(
        async () => {
          const entries = (await (
            await page.request.get('/api/angel-mondays', { headers: { 'x-session-id': sessionId } })
          ).json()) as Entry[];
          featured = entries[0];
          return featured?.transcriptUrl ?? null;
        },
        { timeout: 120_000, intervals: [1_000] },
      )
      .not.toBeNull();

    await page.goto('/angel-mondays');
    await expect(page.getByRole('heading', { name: featured!.title })).toBeVisible();
    await page.getByRole('button', { name: 'Transcripción' }).click();
    await expect(page.getByText('Esta grabación no tiene voz', { exact: false })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Transcripción con sus tiempos' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect
      .poll(() =>
        page.locator('audio').evaluate((el: HTMLAudioElement) => {
          const track = el.textTracks[0];
          if (!track) return 0;
          track.mode = 'hidden';
          return track.cues?.length ?? 0;
        }),
      )
      .toBe(3);
  });
});
