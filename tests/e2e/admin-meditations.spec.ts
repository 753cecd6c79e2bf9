import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { contextAs, signedInAs } from './support/auth';
import { fromOwnAddress, tabTo } from './support/helpers';

// Registrations are limited per address (support/helpers.ts).
test.use({ ...fromOwnAddress(13), ...signedInAs('admin') });

const noAxeViolations = async (page: Page) =>
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);

/**
 * A real, playable MP3: `seconds` of silence as MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz,
 * mono) whose side information and data are all zero, which every decoder plays as silence.
 */
function silentMp3(seconds: number): Buffer {
  const frameBytes = Math.floor((144 * 128_000) / 44_100); // 417
  const frames = Math.ceil((seconds * 44_100) / 1152);
  const frame = Buffer.alloc(frameBytes);
  frame.set([0xff, 0xfb, 0x90, 0xc0]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

const renamed = 'Lluvia dorada de otoño';

// The client's journey sees what the admin's saved: the two run in this order, on one server.
test.describe.serial('admin: a meditation with an uploaded audio file', () => {
  test('an admin renames a meditation and adds an audio file to it', async ({ page }) => {
    await page.goto('/admin');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Meditaciones/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Meditaciones', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await noAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('Lluvia dorada');
    await page.getByRole('link', { name: 'Lluvia dorada', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Editar meditación' })).toBeVisible();
    await expect(page.getByLabel('Título')).toHaveValue('Lluvia dorada');
    await noAxeViolations(page);

    await page.getByLabel('Título').fill(renamed);
    await page
      .getByRole('group', { name: 'Medio' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lluvia.mp3', mimeType: 'audio/mpeg', buffer: silentMp3(3) });
    const preview = page.getByRole('complementary', { name: 'Vista previa' });
    await expect(preview.getByRole('button', { name: `Reproducir ${renamed}` })).toBeVisible();
    // The form's own button; the script below the form has its own ('Guardar guion').
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();
  });

  test('a client finds the renamed meditation in the catalogue and plays its audio', async ({ browser }) => {
    const page = await (await contextAs(browser, 'client')).newPage();
    await page.goto('/meditaciones');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByLabel('Buscar meditaciones').fill('otoño');
    const card = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { name: renamed, exact: true }) });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page.getByRole('heading', { name: renamed, exact: true })).toBeVisible();
    await expect(page.getByText('Video no disponible')).toHaveCount(0);
    await page.getByRole('button', { name: `Reproducir ${renamed}` }).click();
    await expect(page.getByRole('button', { name: `Pausar ${renamed}` })).toBeVisible();
    await expect
      .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
      .toBeGreaterThan(0);
    await expect(page.getByRole('slider', { name: `Progreso de ${renamed}` })).toHaveAttribute(
      'aria-valuetext',
      /^0:0\d de 0:0[23] \(\d+ %\)$/,
    );
    // A recording that plays to its end says so, as the guided session does.
    await expect(page.getByRole('heading', { name: '¡Meditación completada!' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Ver más meditaciones' })).toBeVisible();
  });
});

test.describe('admin: meditation forms', () => {
  test('an admin writes a meditation with the keyboard alone, adding a tag inline', async ({ page }) => {
    await page.goto('/admin/meditations/new');
    await expect(page.getByRole('heading', { name: 'Nueva meditación' })).toBeVisible();
    const categories = page.getByRole('group', { name: 'Categorías' });
    await expect(categories.getByRole('checkbox', { name: 'Calma' })).toBeVisible();

    // Enter in a text box sends the form, as the button would.
    await tabTo(page, page.getByLabel('Título'));
    await page.keyboard.press('Enter');
    await expect(page.getByText('El título es requerido')).toBeVisible();
    await expect(page.getByText('Al menos una categoría es requerida')).toBeVisible();
    await noAxeViolations(page);

    await expect(page.getByLabel('Título')).toBeFocused();
    await page.keyboard.type('Amanecer en el bosque');
    await page.keyboard.press('Tab'); // the slug: made from the title
    await page.keyboard.press('Tab');
    await page.keyboard.type('Una caminata imaginaria entre árboles para empezar el día.');
    await tabTo(page, page.getByLabel('Buscar o añadir en categorías'));
    await page.keyboard.type('Calma');
    await page.keyboard.press('Enter');
    await expect(categories.getByRole('checkbox', { name: 'Calma' })).toBeChecked();
    await tabTo(page, page.getByLabel('Buscar o añadir en palabras clave'));
    await page.keyboard.type('Gratitud');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Buscar o añadir en tipos'));
    await page.keyboard.type('Pasiva');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Buscar o añadir en etiquetas'));
    await page.keyboard.type('Bosque al alba');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('checkbox', { name: 'Bosque al alba' })).toBeChecked();
    await tabTo(page, page.getByLabel('Enlace de video (YouTube o Vimeo)'));
    await page.keyboard.type('https://vimeo.com/123456789');
    await tabTo(page, page.getByLabel('Estado'));
    await page.keyboard.press('B'); // Borrador: the catalogue's other journeys count published ones
    await expect(page.getByLabel('Estado')).toHaveValue('draft');
    await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
    await page.keyboard.press('Enter');

    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/meditations\/\d+$/);
    await expect(page.getByLabel('Slug')).toHaveValue('amanecer-en-el-bosque');
    await page.goto('/admin/meditations?status=draft&q=Amanecer');
    await expect(page.getByRole('link', { name: 'Amanecer en el bosque', exact: true })).toBeVisible();
  });

  test('an admin adds two quick drafts in a row with the keyboard', async ({ page }) => {
    await page.goto('/admin/meditations');
    await page.getByRole('link', { name: 'Alta rápida de varias meditaciones' }).click();
    await expect(page.getByRole('heading', { name: 'Alta rápida de meditaciones' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Sueño' })).toBeAttached();
    await noAxeViolations(page);

    await tabTo(page, page.getByRole('button', { name: 'Guardar y añadir otra' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Agrega un enlace de video o un archivo de audio o video')).toBeVisible();
    await expect(page.getByText('La categoría es requerida')).toBeVisible();
    await noAxeViolations(page);

    const title = page.getByLabel('Título');
    for (const name of ['Noche serena', 'Raíces profundas']) {
      await tabTo(page, title);
      await page.keyboard.type(name);
      await page.keyboard.press('Tab');
      await page.keyboard.type('https://youtu.be/dQw4w9WgXcQ');
      await tabTo(page, page.getByLabel('Categoría'));
      if (name === 'Noche serena') await page.keyboard.press('ArrowDown');
      await tabTo(page, page.getByRole('button', { name: 'Guardar y añadir otra' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('link', { name: `Completar ${name}` })).toBeVisible();
      await expect(title).toBeFocused();
      await expect(title).toHaveValue('');
    }
    await expect(page.getByText('2 meditaciones en borrador')).toBeVisible();
    await page.getByRole('link', { name: 'Completar Noche serena' }).click();
    await expect(page.getByLabel('Estado')).toHaveValue('draft');
  });
});
