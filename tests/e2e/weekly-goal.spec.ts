import { expect, test } from '@playwright/test';
import { homeAsNewSubscriber } from './support/auth';

test.use({ viewport: { width: 375, height: 740 } });

test.describe("'Meta semanal'", () => {
  test('a new subscriber sets a goal of days in Mi práctica and finds the week on home', async ({ page }) => {
    await homeAsNewSubscriber(page, 'Irene');
    // No goal yet: home does not talk about one.
    await expect(page.getByRole('heading', { name: 'Meta semanal' })).toHaveCount(0);

    await page.goto('/profile/practica');
    const section = page.getByRole('region', { name: 'Meta semanal' });
    await section.getByRole('radio', { name: 'Días con práctica' }).check();
    const days = section.getByLabel('Días por semana');
    await days.fill('9');
    await section.getByRole('button', { name: 'Guardar meta' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'Tu meta en días debe ser un número entero entre 1 y 7.',
    );
    await days.fill('2');
    await section.getByRole('button', { name: 'Guardar meta' }).click();
    await expect(section.getByRole('progressbar', { name: 'Meta semanal' })).toHaveAttribute(
      'aria-valuetext',
      '0 de 2 días esta semana',
    );

    await page.goto('/');
    const card = page.getByRole('region', { name: 'Meta semanal' });
    await expect(card).toContainText('0 de 2 días esta semana');
    await card.getByRole('link', { name: 'Ver mi práctica' }).click();
    await expect(page).toHaveURL(/\/profile\/practica$/);
    await expect(page.getByRole('button', { name: 'Cambiar meta' })).toBeVisible();
  });
});
