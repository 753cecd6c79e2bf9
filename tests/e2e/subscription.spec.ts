import { expect, test } from '@playwright/test';
import { signedInAs } from './support/auth';
import { fromOwnAddress, uniqueEmail } from './support/helpers';

// Its own address: registrations are limited per address (support/helpers.ts).
test.use(fromOwnAddress(21));

test.describe('subscriptions', () => {
  test('a lead subscribes through the local checkout, becomes a client and opens the journal', async ({
    page,
  }) => {
    await page.goto('/smart-conversion/journal');
    const form = page.getByRole('form', { name: 'Crear cuenta' });
    await form.getByLabel('Nombre').fill('Marina');
    await form.getByLabel('Apellido').fill('Calma');
    await form.getByLabel('Email').fill(uniqueEmail('subscribe'));
    await form.getByLabel('Contraseña', { exact: true }).fill('secreto1');
    const reloaded = page.waitForEvent('load'); // the registration's hard redirect (01 §4)
    await form.getByRole('button', { name: 'Desbloquear mi Journal' }).click();

    await expect(page).toHaveURL(/\/subscription$/);
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Elige tu Plan' })).toBeVisible();
    await expect(page.getByText('Solo $1 al día')).toBeVisible();
    await expect(page.getByText('Solo $0.30 al día')).toBeVisible();
    await expect(page.getByText('Ahorra 72%')).toBeVisible();
    await expect(page.getByRole('button', { name: '11 días de prueba gratis' })).toHaveCount(2);

    // As a lead, the journal is a teaser.
    await page.goto('/journal');
    await expect(page.getByRole('heading', { name: 'Mi Journal' })).toBeVisible();
    await page.getByRole('link', { name: 'Desbloquear Journal' }).click();
    await expect(page).toHaveURL(/\/subscription$/);

    await page
      .getByRole('article', { name: 'Plan Anual' })
      .getByRole('button', { name: '11 días de prueba gratis' })
      .click();
    await expect(page.getByText('MODO DE PRUEBA')).toBeVisible();
    await expect(page.getByText('$111 USD / año')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar suscripción de prueba' }).click();

    // Back home: the markers are stripped and the person is now a client.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('¡Pago confirmado!', { exact: true })).toBeVisible();
    // The first visit after registering: '¿Qué te trae a Inhala?', which she skips.
    const question = page.getByRole('dialog', { name: '¿Qué te trae a Inhala?' });
    await question.getByRole('button', { name: 'Ahora no' }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole('heading', { name: /Hola, Marina/ })).toBeVisible();
    await page.goto('/journal');
    await expect(page.getByRole('heading', { name: 'Angel Journal' })).toBeVisible();
    await expect(page.getByText('Aún no hay entradas en tu diario')).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByText('Prueba Gratuita', { exact: true })).toBeVisible();
    await expect(page.getByText(/Tu prueba gratuita termina el \d{1,2} de \w+, \d{4}\./)).toBeVisible();
  });

  // The demo client's plan: cancelled and resumed by the first, read by the second, in this order.
  test.describe('the demo client', () => {
    test.describe.configure({ mode: 'default' });
    test.use(signedInAs('client'));

    test('a client manages the plan in the local portal: cancel keeps access until the end', async ({
      page,
    }) => {
      await page.goto('/profile');
      await expect(page.getByText('Activa', { exact: true })).toBeVisible();
      await expect(page.getByText('Plan Anual', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Gestionar suscripción' }).click();
      await expect(page.getByRole('heading', { name: 'Gestionar suscripción' })).toBeVisible();
      await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
      await expect(page.getByText(/Cancelada: tienes acceso hasta el/)).toBeVisible();
      await page.getByRole('button', { name: 'Reanudar suscripción' }).click();
      await page.getByRole('link', { name: 'Volver a Inhala' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByText('Activa', { exact: true })).toBeVisible();
    });

    test('a client on /subscription sees the current plan and the portal, never the trial buttons', async ({
      page,
    }) => {
      await page.goto('/subscription');
      await expect(page.getByRole('heading', { name: 'Elige tu Plan' })).toBeVisible();
      const current = page.getByRole('region', { name: 'Plan Anual' });
      await expect(current.getByText('Tu plan actual')).toBeVisible();
      await expect(current.getByText('Activa', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: '11 días de prueba gratis' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Suscribirme' })).toHaveCount(0);
      await current.getByRole('button', { name: 'Gestionar suscripción' }).click();
      await expect(page.getByRole('heading', { name: 'Gestionar suscripción' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cambiar a Plan Mensual' })).toBeVisible();
    });
  });

  test('a trialing client switches from monthly to yearly in the local portal', async ({ page }) => {
    await page.goto('/smart-conversion/journal');
    const form = page.getByRole('form', { name: 'Crear cuenta' });
    await form.getByLabel('Nombre').fill('Lucía');
    await form.getByLabel('Apellido').fill('Calma');
    await form.getByLabel('Email').fill(uniqueEmail('switch'));
    await form.getByLabel('Contraseña', { exact: true }).fill('secreto1');
    const reloaded = page.waitForEvent('load'); // the registration's hard redirect (01 §4)
    await form.getByRole('button', { name: 'Desbloquear mi Journal' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await reloaded;
    await page
      .getByRole('article', { name: 'Plan Mensual' })
      .getByRole('button', { name: '11 días de prueba gratis' })
      .click();
    await expect(page.getByText('$33 USD / mes')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar suscripción de prueba' }).click();
    await expect(page.getByText('¡Pago confirmado!', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Tu prueba gratuita de 11 días ya comenzó. Disfruta de todo Inhala.', { exact: true }),
    ).toBeVisible();

    await page.goto('/subscription');
    const monthly = page.getByRole('region', { name: 'Plan Mensual' });
    await expect(monthly.getByText('Prueba Gratuita', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '11 días de prueba gratis' })).toHaveCount(0);
    await monthly.getByRole('button', { name: 'Gestionar suscripción' }).click();
    await page.getByRole('button', { name: 'Cambiar a Plan Anual' }).click();
    await expect(page.getByRole('button', { name: 'Cambiar a Plan Mensual' })).toBeVisible();
    await expect(page.getByText(/Prueba gratuita hasta el/)).toBeVisible();
    await page.getByRole('link', { name: 'Volver a Inhala' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await page.goto('/subscription');
    const yearly = page.getByRole('region', { name: 'Plan Anual' });
    await expect(yearly.getByText('Prueba Gratuita', { exact: true })).toBeVisible();
  });

  test.describe('the demo lead', () => {
    test.use(signedInAs('lead'));

    test('a lead without subscription sees the plans from the profile', async ({ page }) => {
      await page.goto('/profile');
      await expect(page.getByText('Sin Suscripción', { exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Ver planes' }).click();
      await expect(page.getByRole('heading', { name: 'Elige tu Plan' })).toBeVisible();
    });
  });

  test('a visitor on /profile is sent home and the paywall opens', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    const paywall = page.getByRole('dialog');
    await expect(paywall.getByRole('link', { name: 'Comenzar mi Transformación' })).toBeVisible();
    await paywall.getByRole('link', { name: 'Comenzar mi Transformación' }).click();
    await expect(page).toHaveURL(/\/smart-conversion\/subscription$/);
  });

  test('support: FAQ in categories and a contact form that waits for every field', async ({ page }) => {
    await page.goto('/soporte');
    await expect(page.getByRole('heading', { name: 'Soporte' })).toBeVisible();
    await expect(page.locator('details')).toHaveCount(13);
    await page.getByText('¿Cómo funciona la prueba gratis?').click();
    await expect(page.getByText(/11 días de prueba gratis/)).toBeVisible();
    await page.getByRole('tab', { name: 'Contacto' }).click();
    const send = page.getByRole('button', { name: 'Enviar mensaje' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Nombre').fill('Ana');
    await page.getByLabel('Email').fill('ana@ejemplo.com');
    await page.getByLabel('Categoría').selectOption('tecnico');
    await page.getByLabel('Mensaje').fill('No puedo ver los videos');
    await expect(send).toBeEnabled();
  });
});
