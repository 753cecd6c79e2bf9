import { expect, test } from '@playwright/test';
import { asNewSubscriber, signedInAs } from './support/auth';
import { fromOwnAddress } from './support/helpers';

// Its own address: registrations are limited per address (support/helpers.ts).
test.use(fromOwnAddress(32));

test.describe('sections owned by the remotes', () => {
  test.describe('as the client', () => {
    test.use(signedInAs('client'));

    test('should keep the aliases and both forms of a challenge path', async ({ page }) => {
      await page.goto('/retos');
      await expect(page).toHaveURL(/\/challenges$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Retos' })).toBeVisible();

      for (const path of ['/challenges/1', '/challenge/1']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Contenido del reto' })).toBeVisible();
      }

      await page.goto('/discover');
      await expect(page).toHaveURL(/\/journal$/);
      await expect(page.getByRole('heading', { name: 'Angel Journal' })).toBeVisible();
    });
  });

  test('should show the wizard at /form and /ritual-form without header or navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await asNewSubscriber(page, 'Marta'); // no ritual today, so the wizard opens
    for (const path of ['/form', '/ritual-form']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Crea tu Ritual Diario' })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.locator('aside')).toHaveCount(0);
    }
    // Its own 'Volver' leads out of it, home, where the navigation is back.
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Navegación inferior' })).toBeVisible();
  });

  test("should answer a path a remote does not know with 'Page Not Found' in the layout", async ({
    page,
  }) => {
    for (const path of ['/challenge', '/meditaciones/todas', '/angel-mondays/1']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    }
  });
});
