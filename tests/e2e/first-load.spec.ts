import { expect, test } from '@playwright/test';

/**
 * The first load a visitor's phone pays for (issue 13): a budget for its JavaScript, scripts
 * that download beside main.js instead of one after another, and code that waits until it is
 * needed. `npm run bench` measures the same with Lighthouse; this keeps it from regressing.
 */
test.describe('first load', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a visitor's home stays under 170 KB of gzip JavaScript, all preloaded by the HTML", async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Te damos la bienvenida a Inhala/ })).toBeVisible();
    await expect(page.getByText('NUEVA MEDITACIÓN SEMANAL')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const html = await (await request.get('/')).text();
    const preloaded = [...html.matchAll(/<link rel=preload as=script href=([^ >]+)>/g)].map((m) => m[1]);
    expect(preloaded.length).toBeGreaterThan(3);
    // Every script but main.js was announced by the HTML, and every announced one was used.
    expect(scripts.filter((s) => s !== '/main.js').sort()).toEqual([...preloaded].sort());
    expect(html).toContain('<link rel=preload href=/api/content as=fetch crossorigin=use-credentials>');

    // The bytes on the wire for a client that accepts gzip only (the client would unpack them).
    let gzipBytes = 0;
    for (const path of scripts) {
      const res = await request.head(path, { headers: { 'accept-encoding': 'gzip' } });
      gzipBytes += Number(res.headers()['content-length']);
    }
    // Printed so a change's cost shows in the run (the budget is the assertion below).
    console.log(`first load: ${scripts.length} scripts, ${gzipBytes} bytes gzip`);
    expect(gzipBytes).toBeGreaterThan(50_000);
    expect(gzipBytes).toBeLessThanOrEqual(170_000);
  });

  test('dialogs, toasts and the other shell pages load only when first used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Te damos la bienvenida a Inhala/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = scripts.length;

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
    // The sign-in form (react-hook-form) came with the click, not with the home page.
    expect(scripts.length).toBeGreaterThan(before);
  });
});
