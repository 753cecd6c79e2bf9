import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInAs } from './support/auth';
import { fromOwnAddress, outboxFilesFor, registerSubscriber } from './support/helpers';

// Registrations are limited per address (support/helpers.ts).
test.use({ ...fromOwnAddress(16), ...signedInAs('admin') });

/**
 * No WCAG A/AA violation on the page. The preview's frame is left out: it is the mail (checked by
 * mail clients, not browsers), and its sandbox lets no script in, so axe cannot run inside it.
 */
const noAxeViolations = async (page: Page) =>
  expect(
    (
      await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa'])
        .exclude('iframe[title="Vista previa del correo"]')
        .analyze()
    ).violations,
  ).toEqual([]);

const buttonText = 'Escuchar ahora 🌿';
const title = `Brisa de la tarde ${Date.now().toString(36)}`;
const firstName = 'Maribel';
let subscriber = '';

/**
 * A .eml as written, readable: folded header lines unfolded (RFC 5322 §2.2.3), quoted-printable
 * soft breaks joined and =XX bytes decoded (UTF-8), and any base64 part decoded after it.
 */
function readable(eml: string): string {
  const headEnd = eml.search(/\r?\n\r?\n/);
  const raw = eml.slice(0, headEnd).replace(/\r?\n[ \t]+/g, ' ') + eml.slice(headEnd);
  const quoted = Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  const base64 = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ]
    .map((m) => Buffer.from((m[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${quoted}\n${base64}`;
}

// One announcement from the template to the outbox: the three run in this order, on one server.
test.describe.serial('admin: announcing a new meditation by e-mail', () => {
  test('an admin edits the new-meditation template and sees the preview', async ({ page }) => {
    await page.goto('/admin');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Correos/ })
      .click();
    await expect(page.getByRole('tab', { name: 'Plantillas', selected: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('meditación');
    await expect(page).toHaveURL(/\/admin\/emails\?q=meditaci/);
    await page.getByRole('link', { name: 'Nueva meditación', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Editar plantilla' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Vista previa del correo"]');
    await expect(frame.getByText('Ir a la Aplicación ✨')).toBeVisible();
    await noAxeViolations(page);

    // A variable goes where the cursor was in the subject, the last field used.
    const subject = page.getByLabel('Asunto');
    await subject.fill('Para ti, : {{contentTitle}}');
    await subject.evaluate((input: HTMLInputElement) => input.setSelectionRange(9, 9));
    await page.getByRole('button', { name: 'Insertar {{firstName}}' }).click();
    await expect(subject).toHaveValue('Para ti, {{firstName}}: {{contentTitle}}');
    await page.getByLabel('Texto del botón').fill(buttonText);
    await expect(frame.getByText(buttonText)).toBeVisible();
    await expect(page.getByText('Asunto: Para ti, Lucía: Respiración para soltar el día')).toBeVisible();
    await page.getByRole('button', { name: 'Teléfono' }).click();
    await expect(page.locator('iframe[title="Vista previa del correo"]')).toHaveCSS('width', '375px');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restaurar original' })).toBeEnabled();
  });

  test('an admin publishes a meditation and sends its drafted announcement now', async ({ page }) => {
    // Someone to announce it to, besides the demo accounts.
    subscriber = (await registerSubscriber(page.request, firstName)).email;
    await page.goto('/admin/meditations/new');
    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Descripción').fill('Un respiro al caer la tarde.');
    await page.getByLabel('Duración (minutos)').fill('9');
    await page.getByRole('group', { name: 'Categorías' }).getByRole('checkbox').first().check();
    await page.getByRole('group', { name: 'Palabras clave' }).getByRole('checkbox').first().check();
    await page.getByRole('group', { name: 'Tipos' }).getByRole('checkbox').first().check();
    await page.getByLabel('Enlace de video (YouTube o Vimeo)').fill('https://vimeo.com/123456789');
    await page.getByLabel('Estado').selectOption('published');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();

    await page.goto('/admin');
    await expect(page.getByLabel(/^[1-9]\d* correos pendientes$/)).toBeVisible();
    await page.goto('/admin/emails?tab=pendientes');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(title);
    const row = page.getByRole('listitem', { name: title });
    await expect(row.getByText('Borrador')).toBeVisible();
    await expect(row.getByText(`Asunto: Para ti, {{firstName}}: ${title}`)).toBeVisible();
    await noAxeViolations(page);
    await row.getByRole('button', { name: 'Enviar ahora' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Enviar ahora?' });
    await dialog.getByRole('button', { name: 'Enviar ahora' }).click();
    await expect(dialog).toBeHidden();
    // Scheduled for now, until the worker takes it.
    await expect(row.getByText(/Programado|Enviado/).first()).toBeVisible();
  });

  test('the worker sends it: the campaign counts it, and the mail has the button, unsubscribe and the name', async ({
    page,
    browser,
  }) => {
    test.slow(); // the worker's poll, then the send, then the list's next read
    await page.goto('/admin/emails?tab=campanas');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(title);
    const card = page.getByRole('listitem').filter({ hasText: title });
    const figure = (label: string) =>
      card.locator('dt', { hasText: new RegExp(`^${label}`) }).locator('xpath=following-sibling::dd');
    // The list is read again every few seconds while the campaign goes out.
    await expect(card.getByText('Terminada')).toBeVisible({ timeout: 30_000 });
    await expect(figure('Enviados')).not.toHaveText('0');
    await expect(figure('Entregados')).not.toHaveText('0');
    await expect(
      page.getByText(/Estimación: los clientes de correo cargan imágenes por su cuenta/),
    ).toBeVisible();

    await expect.poll(() => outboxFilesFor(subscriber).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const mail = readable(readFileSync(outboxFilesFor(subscriber).at(-1)!, 'utf8'));
    expect(mail).toMatch(/^List-Unsubscribe: <http[^>]+>/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail).toContain(buttonText);
    expect(mail).toContain(`Hola ${firstName}:`);

    // Signed out, from the mail: the preferences page, then the one-click unsubscribe (RFC 8058).
    const preferencesUrl = /Preferencias de correo: (\S+)/.exec(mail)?.[1];
    const unsubscribeUrl = /^List-Unsubscribe: <([^>]+)>/m.exec(mail)?.[1];
    expect(preferencesUrl).toContain('/email-preferences/');
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    await reader.goto(preferencesUrl!);
    await expect(reader.getByRole('heading', { name: 'Preferencias de correo' })).toBeVisible();
    const news = reader.getByRole('switch', { name: /^Novedades/ });
    await expect(news).toHaveAttribute('aria-checked', 'true');
    const oneClick = await reader.request.post(unsubscribeUrl!, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(oneClick.status()).toBe(200);
    await reader.reload();
    await expect(news).toHaveAttribute('aria-checked', 'false');
    await visitor.close();
  });
});
