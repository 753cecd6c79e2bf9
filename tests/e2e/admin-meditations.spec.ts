import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAs, tabTo } from './support/helpers';

const noAxeViolations = async (page: Page) =>
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);

/** A real, playable WAV: `seconds` of a quiet 440 Hz tone, 8 kHz mono, 8-bit. */
function toneWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // PCM chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  const body = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) body[i] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return Buffer.concat([header, body]);
}

test.describe('admin: meditations', () => {
  test('an admin renames a meditation and adds an audio file; a client finds it and plays it', async ({
    page,
    browser,
  }) => {
    const renamed = 'Lluvia dorada de otoño';
    await signInAs(page, 'admin@inhala.local');
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
      .setInputFiles({ name: 'lluvia.wav', mimeType: 'audio/wav', buffer: toneWav(3) });
    const preview = page.getByRole('complementary', { name: 'Vista previa' });
    await expect(preview.getByRole('button', { name: `Reproducir ${renamed}` })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();

    const client = await (await browser.newContext()).newPage();
    await signInAs(client, 'cliente@inhala.local');
    await client.goto('/meditaciones');
    await client.getByLabel('Buscar meditaciones').fill('otoño');
    const card = client.getByRole('link', { name: new RegExp(renamed) });
    await expect(card).toBeVisible();
    await card.click();
    await expect(client.getByRole('heading', { name: renamed, exact: true })).toBeVisible();
    await expect(client.getByText('Video no disponible')).toHaveCount(0);
    await client.getByRole('button', { name: `Reproducir ${renamed}` }).click();
    await expect(client.getByRole('button', { name: `Pausar ${renamed}` })).toBeVisible();
    await expect
      .poll(() => client.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
      .toBeGreaterThan(0);
    await expect(client.getByRole('slider', { name: `Progreso de ${renamed}` })).toHaveAttribute(
      'aria-valuetext',
      /^0:0\d de 0:03$/,
    );
    await client.context().close();
  });

  test('an admin writes a meditation with the keyboard alone, adding a tag inline', async ({ page }) => {
    await signInAs(page, 'admin@inhala.local');
    await page.goto('/admin/meditations/new');
    await expect(page.getByRole('heading', { name: 'Nueva meditación' })).toBeVisible();
    const categories = page.getByRole('group', { name: 'Categorías' });
    await expect(categories.getByRole('checkbox', { name: 'Calma' })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Guardar' }), 120);
    await page.keyboard.press('Enter');
    await expect(page.getByText('El título es requerido')).toBeVisible();
    await expect(page.getByText('Al menos una categoría es requerida')).toBeVisible();
    await noAxeViolations(page);

    await tabTo(page, page.getByLabel('Título'), 120);
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
    await signInAs(page, 'admin@inhala.local');
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
