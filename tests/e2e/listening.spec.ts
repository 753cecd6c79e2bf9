import { expect, test } from '@playwright/test';
import { asNewSubscriber } from './support/auth';
import { recordedMeditation } from './support/recorded-meditation';

/**
 * Listening like an app: what a recorded meditation puts on the lock screen, and the player's
 * own controls (±15 s, speed, the sleep timer's fade), in Chromium's real media element.
 */
test.describe('a recorded meditation', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('is on the lock screen while it plays, skips 15 s, changes speed, and fades out at its end with the timer', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { sessionId } = await asNewSubscriber(page, 'Irene');
    const { name, position } = await recordedMeditation(page, sessionId);

    await page.goto(`/meditation/${position}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const player = page.getByRole('group', { name: `Reproductor de ${name}` });
    await player.getByRole('button', { name: `Reproducir ${name}` }).click();
    await expect(player.getByRole('button', { name: `Pausar ${name}` })).toBeVisible();

    const lockScreen = () =>
      page.evaluate(() => ({
        title: navigator.mediaSession.metadata?.title,
        artist: navigator.mediaSession.metadata?.artist,
        album: navigator.mediaSession.metadata?.album,
        state: navigator.mediaSession.playbackState,
      }));
    await expect.poll(lockScreen).toMatchObject({ title: name, artist: 'Inhala', state: 'playing' });
    expect((await lockScreen()).album).not.toBe('');

    const audio = player.locator('audio');
    const at = () => audio.evaluate((el: HTMLAudioElement) => el.currentTime);
    const before = await at();
    await player.getByRole('button', { name: '+15 s (avanzar)' }).click();
    await expect.poll(at).toBeGreaterThanOrEqual(before + 15);

    await player.getByRole('combobox', { name: 'Velocidad' }).selectOption({ label: '1,5 ×' });
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.playbackRate)).toBe(1.5);

    // 'Al terminar' fades the last 30 s: 20 s before the end the sound is already softer.
    await player.getByRole('combobox', { name: 'Temporizador' }).selectOption({ label: 'Al terminar' });
    await audio.evaluate((el: HTMLAudioElement) => {
      el.currentTime = el.duration - 20;
    });
    await expect(player.getByText(/^Se apagará en 0:1\d$/)).toBeVisible();
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.volume)).toBeLessThan(0.9);

    await player.getByRole('button', { name: `Pausar ${name}` }).click();
    await expect.poll(lockScreen).toMatchObject({ state: 'paused' });
  });
});
