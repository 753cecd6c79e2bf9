import { expect, test, type Page } from '@playwright/test';
import { signedInAs } from './support/auth';

/**
 * 375 px is walked for every role by accessibility.spec.ts; the narrowest phones here, as the
 * client (who sees the most on each page) and the admin.
 */
const PHONE_WIDTHS = [320] as const;

const PAGES = [
  '/',
  '/meditaciones',
  '/meditation/1',
  '/ritual',
  '/journal',
  '/morning-pages',
  '/challenges',
  '/challenges/1',
  '/challenges/1/day/1',
  '/angel-mondays',
  '/comunidad',
  '/profile',
  '/profile/practica',
  '/subscription',
  '/paywall',
  '/soporte',
];
const ADMIN_PAGES = ['/admin', '/admin/meditations', '/admin/challenges', '/admin/emails', '/admin/audit'];

/** Visits each path and names those wider than the screen, with the widest elements. */
async function overflowingPages(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    // Drawn: a main heading shown and no skeleton or loading line left.
    await expect(page.locator('h1:visible').first()).toBeVisible();
    await expect(page.locator('.animate-pulse')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /Cargando|Preparando/ })).toHaveCount(0);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth) found.push(`${path}: ${scrollWidth} > ${innerWidth}`);
  }
  return found;
}

test.describe('layout on phones and tablets, as the client', () => {
  test.use(signedInAs('client'));

  for (const width of PHONE_WIDTHS) {
    // Eight pages a test, so each stays well inside the default time.
    for (const [part, paths] of [PAGES.slice(0, 8), PAGES.slice(8)].entries()) {
      test(`should not scroll sideways for a client at ${width} px (pages, part ${part + 1})`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 740 });
        expect(await overflowingPages(page, paths)).toEqual([]);
      });
    }
  }

  test('should not scroll sideways on a tablet at 768 px, where the sidebar shows', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    expect(
      await overflowingPages(page, ['/', '/meditaciones', '/challenges', '/angel-mondays', '/profile']),
    ).toEqual([]);
  });

  test("should show the Angel Monday card's whole title and its date on one line at 375 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Angel Monday' }).getByRole('article');
    const title = card.getByRole('heading', { level: 3 });
    await expect(title).toBeVisible();
    const fits = await title.evaluate((h) => h.scrollHeight <= h.clientHeight + 1);
    expect(fits).toBe(true);
    const date = card.getByText(/\d{1,2} de \w+, \d{4}/);
    const lines = await date.evaluate(
      (p) => p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight),
    );
    expect(lines).toBeLessThan(1.5);
    const cardBox = (await card.boundingBox())!;
    const listen = (await card.getByRole('link', { name: 'Escuchar' }).boundingBox())!;
    expect(listen.x + listen.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  });
});

test.describe('layout on phones, as the admin', () => {
  test.use(signedInAs('admin'));

  for (const width of PHONE_WIDTHS) {
    test(`should not scroll sideways on the admin pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      expect(await overflowingPages(page, ADMIN_PAGES)).toEqual([]);
    });
  }
});

test.describe('layout on phones, as a visitor', () => {
  test("should keep the page's inset before the first category of 'Intenciona tu Día'", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const first = page.getByRole('region', { name: 'Intenciona tu Día' }).getByRole('listitem').first();
    await expect(first).toBeVisible();
    // Where scroll snapping leaves it: the same place for five frames in a row.
    const settledX = await first.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          let last = Number.NaN;
          let same = 0;
          const read = () => {
            const { x } = element.getBoundingClientRect();
            same = x === last ? same + 1 : 0;
            last = x;
            if (same >= 5) resolve(x);
            else requestAnimationFrame(read);
          };
          read();
        }),
    );
    expect(settledX).toBeGreaterThanOrEqual(16);
  });

  test('should keep the meditations pagination on one line at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/meditaciones');
    const pagination = page.getByRole('navigation', { name: 'Páginas de meditaciones' });
    await expect(pagination.getByRole('button', { name: 'Anterior' })).toBeVisible();
    const tops = await pagination
      .getByRole('button')
      .evaluateAll((buttons) => new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size);
    expect(tops).toBe(1);
    await pagination.getByRole('button', { name: 'Siguiente' }).click();
    await expect(pagination.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('should count one search result as «1 meditación»', async ({ page }) => {
    await page.goto('/meditaciones');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByLabel('Buscar meditaciones').fill('respiracion del oceano');
    await expect(page.getByRole('status').filter({ hasText: /^1 meditación$/ })).toHaveCount(1);
  });

  test('should keep the floating install button off the last content of a page', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/meditaciones');
    await page.clock.runFor(5_000);
    await page
      .getByRole('dialog', { name: 'Instala Inhala' })
      .getByRole('button', { name: 'Cerrar' })
      .click();
    await page.clock.runFor(10_000);
    const fab = page.getByRole('button', { name: 'Instalar Inhala' });
    await expect(fab).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByRole('navigation', { name: 'Páginas de meditaciones' });
    await expect(last).toBeInViewport();
    const fabBox = (await fab.boundingBox())!;
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(fabBox.y);
    const navBox = (await page.getByRole('navigation', { name: 'Navegación inferior' }).boundingBox())!;
    expect(fabBox.y + fabBox.height).toBeLessThanOrEqual(navBox.y);
    await context.close();
  });
});
