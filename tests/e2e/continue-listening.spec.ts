import { expect, test } from '@playwright/test';
import { asNewSubscriber } from './support/auth';
import { recordedMeditation } from './support/recorded-meditation';

/** m:ss, as the player writes a time. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * 'Continuar escuchando': the place a subscriber left a recording at is kept on the server, shown
 * on home, and the player starts there (on any device: here, after the page was left).
 */
test.describe("'Continuar escuchando'", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a subscriber plays a recorded meditation, leaves, finds it on home and the player starts where she was', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { sessionId } = await asNewSubscriber(page, 'Inés');
    const { id, name, position } = await recordedMeditation(page, sessionId);
    const headers = { 'x-session-id': sessionId };
    const shelf = page.getByRole('region', { name: 'Continuar escuchando' });

    // Nothing left half way yet: home has no such shelf, not even an empty box.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Hola, Inés/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Para ti' })).toBeVisible();
    await expect(shelf).toHaveCount(0);

    await page.goto(`/meditation/${position}`);
    const player = page.getByRole('group', { name: `Reproductor de ${name}` });
    await player.getByRole('button', { name: `Reproducir ${name}` }).click();
    await expect(player.getByRole('button', { name: `Pausar ${name}` })).toBeVisible();
    // 15 s on and more, then a pause: the player's reports keep the place on the server.
    const kept = page.waitForResponse(
      async (response) =>
        response.request().method() === 'PUT' &&
        response.url().endsWith(`/api/practice/listening/meditation/${id}`) &&
        response.ok() &&
        ((await response.json()) as { position: number | null }).position !== null,
    );
    await player.getByRole('button', { name: '+15 s (avanzar)' }).click();
    await player.getByRole('button', { name: '+15 s (avanzar)' }).click();
    await player.getByRole('button', { name: `Pausar ${name}` }).click();
    const { duration, position: reported } = (await (await kept).json()) as {
      position: number;
      duration: number;
    };
    expect(reported).toBeGreaterThanOrEqual(15);

    // She leaves; home shows where she was.
    await page.goto('/');
    const card = shelf.getByRole('link', { name: new RegExp(name) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(/\d+ min restantes?/);
    await expect(card.getByRole('progressbar', { name: 'Escuchado' })).toBeVisible();

    // Another of her devices moved on to 1:35 (set through the API rather than waiting for it).
    const moved = await page.request.put(`/api/practice/listening/meditation/${id}`, {
      headers,
      data: { position: 95, duration },
    });
    expect(moved.ok()).toBe(true);
    await page.reload();
    const minutesLeft = Math.max(1, Math.round((duration - 95) / 60));
    await expect(card).toContainText(`${minutesLeft} min restante`);

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/meditation/${position}$`));
    await expect(player.getByText(`Continúas donde lo dejaste (${clock(95)}).`)).toBeVisible();
    await expect(player.getByRole('slider', { name: `Progreso de ${name}` })).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^${clock(95)} de `),
    );
    const audio = player.locator('audio');
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => Math.floor(el.currentTime))).toBe(95);
  });
});
