import { expect, test } from '@playwright/test';

test.describe('installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('serves a manifest, icons and a service worker that controls the page', async ({ page, request }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    expect(await manifest.json()).toMatchObject({
      short_name: 'Inhala',
      lang: 'es',
      display: 'standalone',
      start_url: '/',
    });
    expect((await request.get('/icon.svg')).ok()).toBe(true);

    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
  });

  test('the app shell opens offline once visited', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload(); // now controlled by the worker
    await expect(page.getByRole('heading', { name: /Te damos la bienvenida a Inhala/ })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: /Te damos la bienvenida a Inhala/ })).toBeVisible();
    await context.setOffline(false);
  });

  test('the sidebar offers to install the app', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Instalar Inhala' }).click();
    await expect(page.getByRole('dialog', { name: 'Instalar Inhala' })).toContainText(
      'Añadir a pantalla de inicio',
    );
  });
});
