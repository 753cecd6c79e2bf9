import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { asNewSubscriber, homeAsNewSubscriber } from './support/auth';
import { fromOwnAddress } from './support/helpers';

// Its own address: registrations are limited per address (support/helpers.ts).
test.use(fromOwnAddress(31));

test.describe('daily ritual', () => {
  test('a client creates a ritual, completes its three steps and the plant starts to grow', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await homeAsNewSubscriber(page);
    const hero = page.getByRole('link', { name: 'Meditar ahora' });
    await expect(hero).toHaveAttribute('href', '/form');
    await hero.click();

    await expect(page.getByRole('heading', { name: 'Crea tu Ritual Diario' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Calma' })).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);
    const intentions = page.getByRole('button', { pressed: false }).filter({ hasText: /./ });
    await expect(intentions.last()).toHaveText('Conexión con el universo'); // always last
    await page.getByRole('button', { name: 'Calma' }).click();
    await expect(page.getByRole('heading', { name: '¿Cuánto tiempo tienes hoy?' })).toBeVisible();
    await expect(page.getByRole('button', { name: /20 minutos \+/ })).toBeVisible();
    // Calma · 15 min · Pasiva: none of those has a demo recording (seed-demo-media gives one to
    // the first meditation of five categories), so the ritual's meditation is a guided session.
    await page.getByRole('button', { name: /15 minutos/ }).click();
    await page.getByRole('button', { name: /^Pasiva/ }).click();

    await expect(page.getByText('Creando tu ritual...')).toBeVisible();
    await expect(page).toHaveURL(/\/ritual$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Mi Ritual del Día' })).toBeVisible();
    await expect(page.getByText('Pasos completados: 0/3')).toBeVisible();
    // A meditation without media is practised as a guided session, not left 'loading'.
    await expect(page.getByRole('button', { name: 'Comenzar sesión guiada' })).toBeVisible();
    await expect(page.getByText('Meditación cargando...')).toHaveCount(0);
    await expect(
      page.getByText('Selecciona una carta para revelar tu mensaje de los Arcángeles'),
    ).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);

    // Change the meditation once, then complete it.
    const name = await page.locator('#ritual-meditacion').textContent();
    await page.getByRole('button', { name: 'Cambiar Meditación' }).click();
    await page
      .getByRole('dialog', { name: 'Cambiar Meditación' })
      .getByRole('button', { name: 'Cambiar' })
      .click();
    await expect(page.getByText('Meditación cambiada', { exact: true })).toBeVisible();
    await expect(page.locator('#ritual-meditacion')).not.toHaveText(name ?? '');
    await page.getByRole('button', { name: 'Marcar como completada' }).click();
    await expect(page.getByText('¡Meditación completada!', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cambiar Meditación' })).toHaveCount(0);
    await expect(page.getByText('Pasos completados: 1/3')).toBeVisible();

    // The reflection is saved once and then read-only.
    const save = page.getByRole('button', { name: 'Guardar reflexión' });
    await expect(save).toBeDisabled();
    await page.getByLabel('Tu reflexión').fill('   Hoy respiré más lento.   ');
    await save.click();
    await expect(page.getByText('Reflexión guardada', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Hoy respiré más lento.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Tu reflexión')).toHaveCount(0);
    await expect(page.getByText('Pasos completados: 2/3')).toBeVisible();

    // The oracle card: pick a back, watch it reveal.
    const oracle = page.getByRole('region', { name: 'Oráculo de Ángeles' });
    await expect(
      oracle.getByText('Selecciona una carta para revelar tu mensaje de los Arcángeles'),
    ).toBeVisible();
    await oracle.getByRole('button', { name: 'Carta 3' }).first().click();
    await expect(oracle.getByText('Revelando tu mensaje...')).toBeVisible();
    await expect(oracle.getByText('Tu carta para hoy')).toBeVisible();
    await expect(oracle.getByText(/^Guiado por: Arcángel/)).toBeVisible();
    await expect(page.getByText('Pasos completados: 3/3')).toBeVisible();
    await expect(page.getByText('Rituales completados: 1')).toBeVisible();

    // Home now shows the finished ritual, and the plant has sprouted.
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Ver mi Ritual de Hoy' })).toHaveAttribute('href', '/ritual');
    await page.getByRole('button', { name: /Tu racha: 1 día/ }).click();
    const modal = page.getByRole('dialog', { name: 'Tu plantita te necesita todos los días' });
    await expect(modal.getByRole('heading', { name: 'Cosecha de Logros' })).toBeVisible();
    await expect(modal.getByTestId('racha-actual')).toHaveText('1');
    await expect(modal.getByRole('img', { name: 'Tu plantita: Primer brote' })).toHaveAttribute(
      'src',
      '/plants/01-first-sprout.svg',
    );
    await expect(modal.getByText('¡Práctica de hoy completada!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // The back button closes the modal too, without leaving home.
    await page.getByRole('button', { name: /Tu racha: 1 día/ }).click();
    await expect(modal).toBeVisible();
    await page.goBack();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    // The reflection is in the journal.
    await page.goto('/journal');
    await expect(page.getByText('Hoy respiré más lento.')).toBeVisible();
  });

  test('a half-done ritual reads "Continuar Ritual", and the home oracle is a draw of its own', async ({
    page,
  }) => {
    const { sessionId } = await asNewSubscriber(page, 'Marta');
    const created = await page.request.post('/api/ritual', {
      headers: { 'x-session-id': sessionId },
      data: { intention: 'Gratitud', duration: 5, style: 'Activa', date: '2026-01-01' },
    });
    expect(created.status()).toBe(201);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Continuar Ritual' })).toHaveAttribute('href', '/ritual');
    // The wizard does not offer a second ritual the same day: it says so and opens this one.
    await page.goto('/form');
    await expect(page).toHaveURL(/\/ritual$/);
    await expect(page.getByText('Ya tienes tu ritual de hoy', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mi Ritual del Día' })).toBeVisible();
    await page.goto('/');

    const oracle = page.getByRole('region', { name: 'Oráculo de Ángeles' });
    await oracle.getByRole('button', { name: 'Carta 1' }).first().click();
    await expect(page.getByText('¡Carta revelada!', { exact: true }).first()).toBeVisible();
    await expect(oracle.getByText(/^Guiado por: Arcángel/)).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Oráculo de Ángeles' }).getByText('Tu carta para hoy'),
    ).toBeVisible();
  });

  test('visitors and leads are kept out of the ritual', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Oráculo de Ángeles' })
      .getByRole('button', { name: 'Carta 2' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/smart-conversion\/oracle$/);
    await page.goto('/ritual');
    await expect(page).toHaveURL(/\/smart-conversion\/ritual$/);
    await page.goto('/form');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toBeVisible(); // the paywall
  });
});
