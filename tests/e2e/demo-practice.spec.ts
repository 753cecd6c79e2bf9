import { expect, test } from '@playwright/test';
import { sessionIdOf, signedInAs } from './support/auth';
import { recordedMeditation } from './support/recorded-meditation';

test.use(signedInAs('client'));

/**
 * The demo is alive (issue 17): the client seeded three weeks back from the day the server
 * started has a 9-day streak, meditations with an uploaded audio file, and a practice calendar.
 */
test.describe("the demo client's practice", () => {
  test('sees the 9-day plant, plays and seeks an uploaded audio meditation, and reads her practice calendar', async ({
    page,
  }) => {
    // Which meditation has a seeded file, and where the app lists it (/meditation/{position}).
    test.setTimeout(180_000);
    const { name, position } = await recordedMeditation(page, sessionIdOf('client'));

    await page.goto('/');
    await expect(page.getByRole('button', { name: /^Tu racha: 9 días/ }).first()).toBeVisible();

    await page.goto(`/meditation/${position}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const progress = page.getByRole('slider', { name: `Progreso de ${name}` });
    await page.getByRole('button', { name: `Reproducir ${name}` }).click();
    await expect(page.getByRole('button', { name: `Pausar ${name}` })).toBeVisible();
    await expect(progress).toBeEnabled();
    const before = Number(await progress.inputValue());
    await progress.focus();
    await page.keyboard.press('PageUp');
    await expect.poll(async () => Number(await progress.inputValue())).toBeGreaterThan(before + 20);
    // The demo's recordings are as long as their label: 5 or 10 minutes.
    await expect(progress).toHaveAttribute('aria-valuetext', /^0:[2-5]\d de (5|10):00 \(\d+ %\)$/);
    await page.getByRole('button', { name: `Pausar ${name}` }).click();

    await page.goto('/profile/practica');
    await expect(page.getByRole('heading', { name: 'Mi práctica' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Últimas 12 semanas' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Calendario de las últimas 12 semanas: \d+ días con práctica$/ }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tus días de las últimas 12 semanas' })).toContainText(
      'minutos',
    );
  });
});
