import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Request } from '@playwright/test';
import { asNewSubscriber } from './support/auth';
import { fromOwnAddress } from './support/helpers';

// Its own address: registrations are limited per address (support/helpers.ts).
test.use(fromOwnAddress(30));

const isSessionPost = (r: Request) => r.url().endsWith('/api/practice/sessions') && r.method() === 'POST';

test.describe('guided session', () => {
  test('a meditation without media is practised as a guided session, paused with Space, and recorded', async ({
    page,
  }) => {
    const { sessionId } = await asNewSubscriber(page);
    // ?duracion=4 shortens the real session (README, test hook); everything else runs as usual.
    await page.goto('/meditation/3?duracion=4');
    await expect(page.getByText('Video no disponible')).toHaveCount(0);
    await page.getByRole('button', { name: 'Comenzar sesión guiada' }).click();
    const session = page.getByRole('dialog', { name: 'Volver al centro' });
    await expect(session.getByRole('radio', { name: /Calma/ })).toBeChecked();
    await session.getByRole('radio', { name: /Cuadrada/ }).check();
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);
    await expect(
      session.getByText(/Con la pantalla apagada seguirán sonando las campanas y el tono de la respiración/),
    ).toBeVisible();
    await session.getByRole('button', { name: 'Comenzar', exact: true }).click();
    await expect(session.getByRole('status')).toHaveText('Inhala');
    // The bells and the breath tone play from a file rendered ahead, through <audio>, which the
    // phone keeps playing with the screen locked; the lock screen shows the meditation.
    const audio = session.locator('audio');
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => !el.paused && el.src.startsWith('blob:')))
      .toBe(true);
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe('Volver al centro');
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.artist)).toBe('Inhala');
    // The guide says the meditation's own script, from its first step.
    const bundle = (await (await page.request.get('/api/content')).json()) as {
      meditations: Array<{ id: number }>;
    };
    const script = (await (
      await page.request.get(`/api/meditations/${bundle.meditations[2]!.id}/script`, {
        headers: { 'x-session-id': sessionId },
      })
    ).json()) as { steps: Array<{ text: string }> };
    await expect(session.getByText(script.steps[0]!.text)).toBeVisible();

    await page.locator('body').focus();
    await page.keyboard.press('Space');
    await expect(session.getByRole('button', { name: 'Reanudar' })).toBeVisible();
    const recorded = page.waitForRequest(isSessionPost);
    await page.keyboard.press('Space');
    await expect(session.getByRole('heading', { name: 'Sesión completada' })).toBeVisible({
      timeout: 10_000,
    });
    const body = (await recorded).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ kind: 'guided', seconds: 4 });
    expect(body['id']).toMatch(/^[0-9a-f-]{36}$/);
    await session.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByRole('button', { name: 'Comenzar sesión guiada' })).toBeFocused();
  });

  test('a session finished offline is recorded when the network returns', async ({ page, context }) => {
    await asNewSubscriber(page, 'Marta');
    await page.goto('/meditation/3?duracion=3');
    await page.getByRole('button', { name: 'Comenzar sesión guiada' }).click();
    await context.setOffline(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Comenzar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sesión completada' })).toBeVisible({ timeout: 10_000 });
    // Kept in the offline write queue (IndexedDB) until the network returns.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('inhala-offline');
              open.onsuccess = () => {
                const count = open.result.transaction('writes').objectStore('writes').count();
                count.onsuccess = () => resolve(count.result);
              };
              open.onerror = () => resolve(-1);
            }),
        ),
      )
      .toBe(1);
    const recorded = page.waitForRequest(isSessionPost);
    await context.setOffline(false);
    expect((await recorded).postDataJSON()).toMatchObject({ kind: 'guided', seconds: 3 });
  });

  test('in the ritual, finishing the guided session completes the Meditación step as the button does', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await asNewSubscriber(page, 'Inés');
    await page.goto('/form');
    await page.getByRole('button', { name: 'Calma' }).click();
    // Calma · 15 min · Pasiva: none of those has a demo recording (seed-demo-media gives one to
    // the first meditation of five categories), so the ritual's meditation is a guided session.
    await page.getByRole('button', { name: /15 minutos/ }).click();
    await page.getByRole('button', { name: /^Pasiva/ }).click();
    await expect(page).toHaveURL(/\/ritual$/, { timeout: 15_000 });
    await expect(page.getByText('Pasos completados: 0/3')).toBeVisible();

    await page.goto('/ritual?duracion=3');
    await expect(page.getByText('Meditación cargando...')).toHaveCount(0);
    await page.getByRole('button', { name: 'Comenzar sesión guiada' }).click();
    const session = page.getByRole('dialog');
    await session.getByRole('button', { name: 'Comenzar', exact: true }).click();
    await expect(session.getByRole('heading', { name: 'Sesión completada' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByText('¡Meditación completada!', { exact: true })).toBeVisible();
    await session.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByText('Pasos completados: 1/3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Marcar como completada' })).toHaveCount(0);
  });

  test('a running session fits a 375 × 667 phone without scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await asNewSubscriber(page, 'Nora');
    await page.goto('/meditation/3?duracion=30');
    await page.getByRole('button', { name: 'Comenzar sesión guiada' }).click();
    const session = page.getByRole('dialog', { name: 'Volver al centro' });
    await session.getByRole('button', { name: 'Comenzar', exact: true }).click();
    await expect(session.getByRole('button', { name: 'Pausar' })).toBeInViewport();
    const overflow = await session.evaluate((dialog) => dialog.scrollHeight - dialog.clientHeight);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
