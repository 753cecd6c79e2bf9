import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('sleep sounds', () => {
  test('on a phone, rain plays through an audio element the lock screen knows, with a timer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/meditaciones');
    await page.getByRole('link', { name: 'Sonidos para dormir' }).click();
    await expect(page).toHaveURL(/\/meditaciones\/sonidos$/);
    await expect(page.getByRole('heading', { name: 'Sonidos para dormir' })).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: 'Lluvia', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Lluvia', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('status')).toHaveText('Sonando: Lluvia');
    // Played by an <audio> element (it goes on with the screen locked), and moving.
    const audio = page.locator('audio');
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => !el.paused && el.loop)).toBe(true);
    const first = await audio.evaluate((el: HTMLAudioElement) => el.currentTime);
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(first);
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe('Lluvia');
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.album)).toBe('Sonidos para dormir');

    await expect(
      page.getByText('Con temporizador, el sonido se desvanece durante los últimos 30 segundos.'),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Temporizador' }).selectOption({ label: '15 minutos' });
    await expect(page.getByText(/^Se apagará en 1[45]:\d\d$/)).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: 'Detener', exact: true }).click();
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.paused), { timeout: 5_000 })
      .toBe(true);
    await expect(page.getByRole('status')).toHaveText('Elige un sonido para empezar.');
  });
});
