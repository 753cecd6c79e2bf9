import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { contextAs, type DemoRole } from './support/auth';

/** A 1×1 PNG: the server decides the type by these bytes, not by the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function signedIn(browser: Browser, role: DemoRole): Promise<Page> {
  return (await contextAs(browser, role, { viewport: { width: 375, height: 812 } })).newPage();
}

const log = (page: Page) => page.getByRole('log', { name: 'Mensajes de la comunidad' });

test.describe('community chat', () => {
  test('a visitor is asked to sign in, and Comunidad is no longer a missing page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Navegación inferior' })
      .getByRole('link', { name: /^Comunidad/ })
      .click();
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    await page.goto('/comunidad');
    await expect(page.getByText('Acceso requerido')).toBeVisible();
    await expect(page.getByText('Inicia sesión para acceder a la comunidad')).toBeVisible();
    // Full screen: the shell's bottom navigation is not there.
    await expect(page.getByRole('navigation', { name: 'Navegación inferior' })).toHaveCount(0);
  });

  test('a client and an admin chat live; the admin shares an image; the unread badge counts and resets', async ({
    browser,
  }) => {
    const client = await signedIn(browser, 'client');
    const admin = await signedIn(browser, 'admin');
    await client.goto('/comunidad');
    await admin.goto('/comunidad');
    await expect(log(client).getByText('Confianza. Que lo que tenga que llegar, llegue.')).toBeVisible();

    const hello = `Hola desde la prueba ${Date.now()}`;
    await client.getByRole('textbox', { name: 'Escribe un mensaje' }).fill(hello);
    await client.keyboard.press('Enter');
    await expect(log(admin).getByText(hello)).toBeVisible();
    await expect(log(client).getByText(hello)).toHaveCount(1);

    // The admin attaches an image and sends it with a caption.
    await admin
      .locator('input[type="file"]')
      .setInputFiles({ name: 'calma.png', mimeType: 'image/png', buffer: PNG });
    await admin.getByRole('textbox', { name: 'Escribe un mensaje' }).fill('Un rincón para respirar');
    await admin.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(log(client).getByRole('img', { name: 'Un rincón para respirar' })).toBeVisible();

    // Elsewhere in the app, a new message counts on Comunidad; back in the room it resets.
    await client.getByRole('button', { name: 'Volver' }).click();
    await expect(client.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const later = `¿Seguimos mañana? ${Date.now()}`;
    await admin.getByRole('textbox', { name: 'Escribe un mensaje' }).fill(later);
    await admin.keyboard.press('Enter');
    const tab = client.getByRole('navigation', { name: 'Navegación inferior' }).getByRole('link', {
      name: 'Comunidad, 1 mensaje sin leer',
    });
    await expect(tab).toBeVisible();
    await tab.click();
    await expect(log(client).getByText(later)).toBeVisible();
    await client.getByRole('button', { name: 'Volver' }).click();
    await expect(
      client
        .getByRole('navigation', { name: 'Navegación inferior' })
        .getByRole('link', { name: 'Comunidad', exact: true }),
    ).toBeVisible();

    await client.context().close();
    await admin.context().close();
  });

  test('on a phone the room stays put while writing: no page behind it to scroll, the header in view', async ({
    browser,
  }) => {
    const client = await signedIn(browser, 'client');
    await client.goto('/comunidad');
    await expect(log(client).getByText('Confianza. Que lo que tenga que llegar, llegue.')).toBeVisible();
    // The conversation is split by day, each day a heading.
    await expect(log(client).getByRole('heading', { level: 2 }).first()).toBeVisible();
    const composer = client.getByRole('textbox', { name: 'Escribe un mensaje' });
    await composer.focus();
    await composer.pressSequentially('Escribiendo con calma');
    // Hidden labels inside the messages once made the page ~4,000 px tall, and the page slid
    // away under the keyboard: now the room is the whole page and there is nothing to scroll.
    const page = await client.evaluate(() => ({
      height: document.scrollingElement?.scrollHeight ?? 0,
      viewport: window.innerHeight,
    }));
    expect(page.height).toBeLessThanOrEqual(page.viewport);
    await client.evaluate(() => window.scrollTo(0, 3000));
    expect(await client.evaluate(() => window.scrollY)).toBe(0);
    await expect(client.getByRole('button', { name: 'Volver' })).toBeInViewport();
    await expect(client.getByRole('heading', { name: 'Comunidad', level: 1 })).toBeInViewport();
    await expect(composer).toBeInViewport();
    await expect(composer).toBeFocused();
    await client.context().close();
  });

  test('the room has no serious accessibility violations', async ({ browser }) => {
    const client = await signedIn(browser, 'client');
    await client.goto('/comunidad');
    await expect(log(client).getByText('Confianza. Que lo que tenga que llegar, llegue.')).toBeVisible();
    const results = await new AxeBuilder({ page: client }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await client.context().close();
  });
});
