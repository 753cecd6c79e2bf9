import { expect, test } from '@playwright/test';
import { asNewSubscriber } from './support/auth';
import { fromOwnAddress } from './support/helpers';

// Its own address: registrations are limited per address (support/helpers.ts).
test.use(fromOwnAddress(28));

test.describe('meditations', () => {
  test('a visitor browses the catalogue, pages through it and is sent to conversion on a card', async ({
    page,
  }) => {
    await page.goto('/meditaciones');
    await expect(page.getByRole('heading', { name: 'Meditaciones', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Mis Favoritas' })).toHaveCount(0);
    const cards = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.locator('h3') });
    await expect(cards).toHaveCount(18);
    await expect(page.getByRole('button', { name: 'Página 11' })).toBeVisible(); // 192 / 18 → last page
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await cards.first().click();
    await expect(page).toHaveURL(/\/smart-conversion\/meditaciones$/);
  });

  test('on a phone, a search forgives a typo, ranks what it finds and stays in the address', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/meditaciones');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const box = page.getByLabel('Buscar meditaciones');
    await box.fill('gratitut');
    await expect(page.getByText('Buscamos «gratitud» en lugar de «gratitut».')).toBeVisible();
    await expect(page).toHaveURL(/\/meditaciones\?q=gratitut$/);
    const titles = page.getByRole('main').locator('h3');
    await expect(titles.first()).toContainText(/gratitud|gracias/i);

    await box.fill('meditación para dormir');
    await expect(page).toHaveURL(/\?q=meditaci%C3%B3n\+para\+dormir$/);
    await expect(titles.first()).toHaveText('Barajar imágenes para dormir');
    await page.reload();
    await expect(page.getByLabel('Buscar meditaciones')).toHaveValue('meditación para dormir');
    await expect(titles.first()).toHaveText('Barajar imágenes para dormir');
    // Nothing of the page runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('offline, the device’s own search still forgives a typo and ranks what it finds', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/meditaciones');
    await expect(page.getByRole('main').locator('h3').first()).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByLabel('Buscar meditaciones').fill('respiracoin del oceano');
    const titles = page.getByRole('main').locator('h3');
    await expect(titles.first()).toHaveText('Respiración del océano');
    await page.getByLabel('Buscar meditaciones').fill('sueños');
    await expect(titles.first()).toContainText(/dorm|sueñ|noche|descanso/i);
    await context.setOffline(false);
  });

  test('home shows the weekly meditation, and a category leads to the pre-filled search', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText('NUEVA MEDITACIÓN SEMANAL')).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Intenciona tu Día' });
    await carousel.getByRole('link', { name: 'Sueño' }).click();
    await expect(page).toHaveURL(/\/meditaciones\?category=Sue%C3%B1o$/);
    await expect(page.getByLabel('Buscar meditaciones')).toHaveValue('Sueño');
    await expect(page.getByRole('heading', { name: 'Descanso profundo', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Respiración del océano', exact: true })).toHaveCount(0);
  });

  test('a client favourites a meditation on the player and finds it under Mis Favoritas', async ({
    page,
  }) => {
    await asNewSubscriber(page, 'Flor');
    await page.goto('/meditation/3');
    await expect(page.getByRole('heading', { name: 'Volver al centro', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comenzar sesión guiada' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Meditaciones similares' })).toBeVisible();
    await page.getByRole('button', { name: 'Me Gusta' }).click();
    await expect(page.getByText('Agregado a favoritos', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'En Favoritas' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/meditaciones?tab=favorites');
    await expect(page.getByRole('tab', { name: 'Mis Favoritas' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Volver al centro', exact: true })).toBeVisible();

    await page.goto('/');
    const favorites = page.getByRole('region', { name: 'Mis Favoritas' });
    await expect(favorites.getByText('Volver al centro')).toBeVisible();

    await page.goto('/meditation/9999');
    await expect(page.getByRole('heading', { name: 'Meditación no encontrada' })).toBeVisible();
  });
});
