import { expect, test, type Page } from '@playwright/test';
import { asNewSubscriber } from './support/auth';
import { recordedMeditations } from './support/recorded-meditation';

/*
 * 'Descargar' (issue 30): a subscriber downloads a recorded meditation, sees it 'Descargada' on
 * the player, the catalogue card and the profile's 'Descargas' with its size, plays and seeks it
 * offline after a reload while one not downloaded says it needs the network, then 'Eliminar todo'
 * empties the downloads, and signing out does too. The service worker answers the stored file,
 * so it runs here.
 */
test.use({ serviceWorkers: 'allow' });

/**
 * Names of the downloads cache's entries (empty when the cache is gone), the entitlement's
 * confirmation time among them (DownloadsGuard; without it the worker plays no stored copy).
 */
const storedDownloads = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has('inhala-downloads'))
      ? (await (await caches.open('inhala-downloads')).keys()).map((r) => new URL(r.url).pathname)
      : [],
  );

/**
 * A document loaded while offline reads navigator.onLine true under Playwright's emulation until
 * it is applied again; the player tells a network failure by it.
 */
async function stillOffline(page: Page): Promise<void> {
  await page.context().setOffline(false);
  await page.context().setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** The longest main-thread task from now on, in ms (Long Tasks API). */
async function watchLongTasks(page: Page): Promise<void> {
  // Without the API the check below would pass for nothing.
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('longtask'))).toBe(true);
  await page.evaluate(() => {
    const w = window as unknown as { longestTask: number };
    w.longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longestTask = Math.max(w.longestTask, entry.duration);
    }).observe({ type: 'longtask' });
  });
}

test('a subscriber downloads a meditation, plays and seeks it offline, and removes it', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const person = await asNewSubscriber(page, 'Marina');
  // Two: one downloaded, and one not, which offline says it needs the network.
  const [first, other] = await recordedMeditations(page, person.sessionId, 2);
  expect(other, 'a second recorded meditation, to show one not downloaded needs the network').toBeDefined();
  const { position, name } = first!;

  // The worker takes control of the page.
  await page.goto('/');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await page.goto(`/meditation/${position}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await watchLongTasks(page);
  await page.getByRole('button', { name: `Descargar ${name}` }).click();
  await expect(page.getByText('Descargada', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: `Eliminar descarga de ${name}` })).toBeVisible();
  // The page stayed responsive while the file streamed into the cache.
  expect(await page.evaluate(() => (window as unknown as { longestTask: number }).longestTask)).toBeLessThan(
    200,
  );
  expect((await storedDownloads(page)).sort()).toEqual([
    '/__inhala-downloads-verified',
    expect.stringMatching(/^\/uploads\//),
  ]);

  await page.goto('/meditaciones');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByLabel('Buscar meditaciones').fill(name);
  await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toContainText('Descargada');

  await page.goto('/profile');
  const downloads = page.getByRole('region', { name: 'Descargas' });
  const list = downloads.getByRole('list', { name: 'Audios descargados' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText(name);
  await expect(list.getByRole('listitem').first()).toContainText(/\d+(,\d)? (KB|MB)/);
  await expect(downloads.getByText('Total descargado')).toBeVisible();

  // Offline, after a reload: the downloaded one plays and seeks from the stored copy. The
  // browser's own HTTP cache (uploads are immutable) is emptied first, so only the worker's
  // downloads cache can answer.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  // Every part of the file the player asks for from here is answered by the worker.
  const parts: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/uploads/'))
      parts.push(
        `${response.status()} ${response.fromServiceWorker()} ${response.headers()['content-range']}`,
      );
  });
  await context.setOffline(true);
  await page.goto(`/meditation/${position}`);
  await page.reload();
  await stillOffline(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Descargada', { exact: true })).toBeVisible();
  const audio = page.locator('audio');
  const progress = page.getByRole('slider', { name: `Progreso de ${name}` });
  await page.getByRole('button', { name: `Reproducir ${name}` }).click();
  await expect(page.getByRole('button', { name: `Pausar ${name}` })).toBeVisible();
  await expect(progress).toBeEnabled();
  await progress.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('PageUp');
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(120.5);
  await page.getByRole('button', { name: `Pausar ${name}` }).click();
  // The media element asks for ranges (bytes=0- first): 206 from the worker's copy.
  expect(parts).toContainEqual(expect.stringMatching(/^206 true bytes \d+-\d+\/\d+$/));
  expect(parts.filter((part) => !part.startsWith('206 true') && !part.startsWith('200 true'))).toEqual([]);

  // One not downloaded says it needs the network.
  await page.goto(`/meditation/${other!.position}`);
  await stillOffline(page);
  await page.getByRole('button', { name: `Reproducir ${other!.name}` }).click();
  await expect(page.getByText('Necesitas conexión a internet para escuchar esta meditación.')).toBeVisible();

  await context.setOffline(false);
  await page.goto('/profile');
  await downloads.getByRole('button', { name: 'Eliminar todo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar todas las descargas' });
  await dialog.getByRole('button', { name: 'Eliminar todo' }).click();
  await expect(downloads.getByText(/Aún no has descargado nada/)).toBeVisible();
  expect(await storedDownloads(page)).toEqual([]);

  // Downloaded again, then signing out removes it: downloads are premium content.
  await page.goto(`/meditation/${position}`);
  await page.getByRole('button', { name: `Descargar ${name}` }).click();
  await expect(page.getByText('Descargada', { exact: true })).toBeVisible({ timeout: 30_000 });
  expect((await storedDownloads(page)).sort()).toEqual([
    '/__inhala-downloads-verified',
    expect.stringMatching(/^\/uploads\//),
  ]);
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect.poll(() => storedDownloads(page)).toEqual([]);
});
