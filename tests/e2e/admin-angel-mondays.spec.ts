import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { contextAs, signedInAs } from './support/auth';
import { fromOwnAddress, tabTo } from './support/helpers';

// Registrations are limited per address (support/helpers.ts).
test.use({ ...fromOwnAddress(11), ...signedInAs('admin') });

const noSeriousAxeViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
};

/**
 * A few seconds of silent MP3 (MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono): frames whose side
 * information is all zero decode as silence, which is all a player needs to start and run.
 */
function silentMp3(seconds: number): Buffer {
  const header = Buffer.from([0xff, 0xfb, 0x90, 0xc0]);
  const frameBytes = Math.floor((144 * 128_000) / 44_100); // 417
  const frames = Math.ceil((seconds * 44_100) / 1152);
  const frame = Buffer.concat([header, Buffer.alloc(frameBytes - header.length)]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** Today's date where the browser is (the config's time zone), as a date field holds it. */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

async function asClient(browser: Browser): Promise<Page> {
  const page = await (await contextAs(browser, 'client')).newPage();
  await page.goto('/');
  return page;
}

test.describe('admin: Angel Mondays', () => {
  test('an admin publishes an Angel Monday with audio for today, and a client sees it featured and plays it', async ({
    page,
    browser,
  }) => {
    const title = `Respira con el lunes ${Date.now().toString(36)}`;
    const timeZone = test.info().project.use.timezoneId ?? 'UTC';
    const today = todayIn(timeZone);
    await page.goto('/admin');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Angel Mondays/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Angel Mondays', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await noSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Nuevo Angel Monday' }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo Angel Monday' })).toBeVisible();
    await page.getByLabel('Título').fill(title);
    const message = page.getByRole('textbox', { name: 'Mensaje' });
    await message.click();
    await page.keyboard.type('Esta semana, respira ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('despacio');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.');
    await page.getByLabel('Fecha').fill(today);
    await page.getByLabel('Publicar a partir de').fill(`${today}T00:00`);
    await page.getByLabel('Estado').selectOption({ label: 'Publicado' });
    await page.getByRole('radio', { name: 'Sage Mist' }).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Ocean Breath' })).toBeChecked();

    const audioField = page.getByRole('group', { name: 'Audio del mensaje' });
    await audioField
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lunes.mp3', mimeType: 'audio/mpeg', buffer: silentMp3(4) });
    await expect(audioField.getByLabel('Audio del mensaje', { exact: true })).toHaveAttribute(
      'src',
      /^\/uploads\/.+\.mp3$/,
    );

    // 'Vista previa': the card as a subscriber will see it, before it is saved.
    const preview = page.getByRole('article', { name: 'Tarjeta del mensaje' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview.locator('b, strong', { hasText: 'despacio' })).toBeVisible();
    await expect(preview.getByLabel('Audio del mensaje', { exact: true })).toHaveAttribute(
      'src',
      new RegExp(`^${new URL(page.url()).origin}/uploads/.+\\.mp3$`),
    );
    await noSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/angel-mondays\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Editar Angel Monday' })).toBeVisible();
    await page.goto('/admin/angel-mondays');
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

    const client = await asClient(browser);
    const home = client.getByRole('region', { name: 'Angel Monday', exact: true });
    await expect(home.getByRole('heading', { name: title })).toBeVisible();
    await home.getByRole('link', { name: 'Escuchar' }).click();
    await expect(client).toHaveURL(/\/angel-mondays$/);
    const featured = client
      .getByRole('article')
      .filter({ has: client.getByRole('heading', { name: title }) });
    await expect(featured).toBeVisible();
    await expect(featured.locator('b, strong', { hasText: 'despacio' })).toBeVisible();
    const audio = featured.locator('audio');
    await expect(audio).toHaveAttribute(
      'src',
      new RegExp(`^${new URL(client.url()).origin}/uploads/.+\\.mp3$`),
    );
    await featured.getByRole('button', { name: /^Reproducir/ }).click();
    await expect(featured.getByRole('button', { name: /^Pausar/ })).toBeVisible();
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 5000 })
      .toBeGreaterThan(0);
    await client.context().close();
  });

  test('an admin writes an Angel Monday with the keyboard alone', async ({ page }) => {
    const title = `Un lunes sin ratón ${Date.now().toString(36)}`;
    await page.goto('/admin/angel-mondays/new');
    await expect(page.getByRole('heading', { name: 'Nuevo Angel Monday' })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('El título es requerido')).toBeVisible();
    await expect(page.getByText('El contenido es requerido')).toBeVisible();
    await noSeriousAxeViolations(page);

    await tabTo(page, page.getByLabel('Título'));
    await page.keyboard.type(title);
    // Tab reaches the toolbar (one stop), then the text.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Negrita (Ctrl+B)' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Mensaje' })).toBeFocused();
    await page.keyboard.type('Primer paso');
    // Back to the toolbar: 'Encabezado' turns the line into a heading.
    await page.keyboard.press('Shift+Tab');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'Encabezado', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Mensaje' })).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Respira y escucha.');
    const preview = page.getByRole('article', { name: 'Tarjeta del mensaje' });
    await expect(preview.getByRole('heading', { name: 'Primer paso', level: 2 })).toBeVisible();

    // The date keeps its default (the coming Monday); the status goes to 'Publicado'.
    await tabTo(page, page.getByLabel('Estado'));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Estado')).toHaveValue('published');
    await tabTo(page, page.getByRole('radio', { name: 'Sage Mist' }));
    await page.keyboard.press('ArrowLeft'); // wraps to the last swatch
    await expect(page.getByRole('radio', { name: 'Degradado 20' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
    await page.keyboard.press('Enter');

    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/angel-mondays\/\d+$/);
    const saved = await page.request.get(`/api/admin/angel-mondays/${page.url().split('/').pop()}`, {
      headers: { 'x-session-id': await page.evaluate(() => localStorage.getItem('sessionId') ?? '') },
    });
    expect(await saved.json()).toMatchObject({
      title,
      text: '<h2>Primer paso</h2><p>Respira y escucha.</p>',
      gradientOption: 20,
      status: 'published',
      publishAt: null,
    });
    await noSeriousAxeViolations(page);
  });
});
