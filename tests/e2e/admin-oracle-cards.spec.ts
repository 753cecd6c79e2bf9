import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInAs } from './support/auth';
import { fromOwnAddress, tabTo } from './support/helpers';

// Registrations are limited per address (support/helpers.ts).
test.use({ ...fromOwnAddress(14), ...signedInAs('admin') });

const noAxeViolations = async (page: Page) =>
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);

test.describe('admin: oracle cards', () => {
  test('an admin deletes an oracle card and brings it back with Deshacer', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('link', { name: /Cartas del Oráculo/ }).click();
    await expect(page.getByRole('heading', { name: 'Cartas del Oráculo' })).toBeVisible();
    const first = page.getByRole('main').getByRole('listitem').first();
    const name = (await first.getByRole('link').first().textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await noAxeViolations(page);

    await page.getByRole('button', { name: `Eliminar ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar este elemento?' });
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(page.getByText('Restaurado', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('an admin writes a new card with the keyboard alone', async ({ page }) => {
    await page.goto('/admin/oracle-cards/new');
    await expect(page.getByRole('heading', { name: 'Nueva carta' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Miguel' })).toBeAttached();

    await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('El nombre es requerido')).toBeVisible();
    await noAxeViolations(page);

    await tabTo(page, page.getByLabel('Nombre'));
    await page.keyboard.type('Luz de la mañana');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // the first archangel
    await page.keyboard.press('Tab');
    await page.keyboard.type('Cada amanecer te ofrece un comienzo nuevo.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Una carta para empezar el día con calma.');
    await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
    await page.keyboard.press('Enter');

    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Editar carta' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/oracle-cards\/\d+$/);
    await page.goto('/admin/oracle-cards?q=Luz%20de%20la%20ma%C3%B1ana');
    await expect(page.getByRole('link', { name: 'Luz de la mañana', exact: true })).toBeVisible();
  });
});
