import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInAs } from './support/auth';
import { fromOwnAddress, tabTo } from './support/helpers';

// Registrations are limited per address (support/helpers.ts).
test.use({ ...fromOwnAddress(15), ...signedInAs('admin') });

const noSeriousAxeViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
};

/** A small catalogue file in the bulk-import shapes, unique to this run. */
function catalogueFile() {
  const run = Date.now().toString(36);
  const category = `Sincronía ${run}`;
  const slug = `respira-en-sincronia-${run}`;
  const file = {
    categories: [{ name: category }],
    meditations: [
      {
        slug,
        name: `Respira en sincronía ${run}`,
        description: 'Una práctica breve para volver al ritmo propio.',
        duration: 8,
        journalPrompt: '¿Qué ritmo te pide hoy el cuerpo?',
        isNew: true,
        categories: [category],
        keywords: ['Calma'],
        types: ['Pasiva'],
      },
    ],
  };
  return { slug, file, buffer: Buffer.from(JSON.stringify(file, null, 2)) };
}

const chooseFile = (page: Page, buffer: Buffer) =>
  page.getByLabel('Archivo del catálogo (JSON)').setInputFiles({
    name: 'catalogo.json',
    mimeType: 'application/json',
    buffer,
  });

test.describe('admin: panel actions and the change log', () => {
  test("an admin runs 'Actualizar datos' and sees the stats", async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Administración' })).toBeVisible();
    await noSeriousAxeViolations(page);

    // The stats count what people see. Other admin journeys publish meditations meanwhile, so the
    // count is read just before the click, and read again if one was published in between.
    const stats = page
      .getByRole('status')
      .filter({ hasText: /^Datos actualizados: \d+ meditaciones, \d+ retos/ });
    await expect(async () => {
      const bundle = (await (await page.request.get('/api/content')).json()) as { meditations: unknown[] };
      await page.getByRole('button', { name: 'Actualizar datos' }).click();
      await expect(
        page
          .getByText(`Datos actualizados: ${bundle.meditations.length} meditaciones`, { exact: true })
          .first(),
      ).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 20_000 });
    await expect(stats).toBeVisible();
    // Again: it can be repeated.
    await page.getByRole('button', { name: 'Actualizar datos' }).click();
    await expect(page.getByRole('button', { name: 'Actualizar datos' })).toBeEnabled();
  });

  test('an admin syncs a catalogue file (dry run, then confirmed) and finds the sync in the change log', async ({
    page,
  }) => {
    const { slug, buffer } = catalogueFile();
    await page.goto('/admin');

    await chooseFile(page, buffer);
    const preview = page.getByRole('heading', { name: 'Vista previa de «catalogo.json»' });
    await expect(preview).toBeVisible();
    const table = page.getByRole('table', { name: 'Cambios que haría la sincronización' });
    await expect(table.getByRole('row', { name: /Meditaciones/ }).getByRole('cell')).toHaveText([
      '1',
      '0',
      '0',
    ]);
    await expect(table.getByRole('row', { name: /Categorías/ }).getByRole('cell')).toHaveText([
      '1',
      '0',
      '0',
    ]);
    // The dry run wrote nothing.
    let bundle = (await (await page.request.get('/api/content')).json()) as {
      meditations: Array<{ slug: string }>;
    };
    expect(bundle.meditations.some((m) => m.slug === slug)).toBe(false);
    await noSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Confirmar sincronización' }).click();
    await expect(page.getByRole('heading', { name: 'Sincronización completada' })).toBeVisible();
    await expect(page.getByText('Meditaciones sincronizadas: 1', { exact: true })).toBeVisible();
    bundle = (await (await page.request.get('/api/content')).json()) as {
      meditations: Array<{ slug: string }>;
    };
    expect(bundle.meditations.some((m) => m.slug === slug)).toBe(true);

    // The same file again: nothing left to change.
    await chooseFile(page, buffer);
    await expect(page.getByText('El catálogo ya está al día: este archivo no cambia nada.')).toBeVisible();

    await page.getByRole('link', { name: /Registro de cambios/ }).click();
    await expect(page.getByRole('heading', { name: 'Registro de cambios' })).toBeVisible();
    await page.getByLabel('Tipo de elemento').selectOption({ label: 'Catálogo' });
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/entityType=catalogue/);
    const log = page.getByRole('table', { name: 'Registro de cambios' });
    const entry = log.getByRole('row').filter({ hasText: 'Sincronizó' }).first();
    await expect(entry).toContainText('Alma Administradora');
    await expect(entry).toContainText('Catálogo');
    await entry.getByRole('button', { name: 'Ver cambios de Catálogo' }).click();
    await expect(log).toContainText('Meditaciones: 1 nuevo, 0 con cambios, 0 sin cambios');
    await expect(log).toContainText(slug);
    await noSeriousAxeViolations(page);
  });

  test('the panel actions and the change log work with the keyboard alone, on a phone too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { buffer } = catalogueFile();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Administración' })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Actualizar datos' }), 80);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^Datos actualizados:/ })).toBeVisible();

    // The file input is reached with Tab; the file itself comes from the system's file chooser.
    const input = page.getByLabel('Archivo del catálogo (JSON)');
    await tabTo(page, input);
    await chooseFile(page, buffer);
    await expect(page.getByRole('heading', { name: 'Vista previa de «catalogo.json»' })).toBeFocused();
    await noSeriousAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Confirmar sincronización' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Sincronización completada' })).toBeFocused();

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { name: 'Registro de cambios' })).toBeVisible();
    await tabTo(page, page.getByRole('textbox', { name: 'Persona' }));
    await page.keyboard.type('alma');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/person=alma/);
    const first = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Sincronizó' }).first();
    const toggle = first.getByRole('button', { name: /^Ver cambios de/ });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(first.getByRole('button', { name: /^Ocultar cambios de/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(first).toContainText('Meditaciones: 1 nuevo,');
    await noSeriousAxeViolations(page);
  });
});
