import { expect, test } from '@playwright/test';
import {
  latestResetCode,
  latestResetLink,
  openSignIn,
  signInThroughDialog,
  uniqueEmail,
} from './support/helpers';

test('should register on a conversion page and land on /subscription as a lead', async ({ page }) => {
  await page.goto('/smart-conversion/journal');
  await expect(page.getByRole('heading', { name: 'Tu Journal te está esperando' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Crear cuenta' });

  await form.getByRole('button', { name: 'Desbloquear mi Journal' }).click();
  await expect(form.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await expect(form.getByText('El apellido debe tener al menos 2 caracteres')).toBeVisible();
  await expect(form.getByText('Ingrese un email válido')).toBeVisible();
  await expect(form.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();

  const email = uniqueEmail('registro');
  await form.getByLabel('Nombre').fill('Ana');
  await form.getByLabel('Apellido').fill('Luz');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill('secreto1');
  // A hard redirect follows 100 ms after the client-side navigation (01 §4).
  const reloaded = page.waitForEvent('load');
  await form.getByRole('button', { name: 'Desbloquear mi Journal' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await reloaded;
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored).toMatchObject({ email, role: 'lead', timezone: 'America/Mexico_City' });
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toMatch(/^[0-9a-f]{32}$/);

  // Signed in, the lead is led to the plans, not to a second registration.
  await page.goto('/smart-conversion/subscription');
  await expect(page.getByRole('link', { name: 'Elige tu Plan' })).toHaveAttribute('href', '/subscription');
  await expect(form).toHaveCount(0);

  // Signed out, the same e-mail again shows the translated server message.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/smart-conversion/subscription');
  await form.getByLabel('Nombre').fill('Ana');
  await form.getByLabel('Apellido').fill('Luz');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill('secreto1');
  await form.getByRole('button', { name: 'Comenzar mi Transformación' }).click();
  await expect(form.getByText('Ya existe una cuenta con este email')).toBeVisible();
});

test('should open the login dialog from the conversion page and close back home', async ({ page }) => {
  await page.goto('/smart-conversion/retos');
  await page.getByRole('button', { name: 'Inicia sesión aquí' }).click();
  await expect(page.getByRole('dialog', { name: 'Iniciar Sesión' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('should sign in, show the errors the spec names, and sign out', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await openSignIn(page);
  const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(dialog.getByText('Por favor ingresa tu email y contraseña')).toBeVisible();

  await dialog.getByLabel('Email').fill('cliente@inhala.local');
  await dialog.getByLabel('Contraseña', { exact: true }).fill('clave-mala');
  await dialog.getByRole('button', { name: 'Mostrar contraseña' }).click();
  await expect(dialog.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(dialog.getByText('Email o contraseña incorrectos')).toBeVisible();

  await dialog.getByLabel('Email').fill(uniqueEmail('nadie'));
  await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(dialog.getByText('No existe una cuenta con este email')).toBeVisible();

  await page.keyboard.press('Escape');
  await openSignIn(page);
  await signInThroughDialog(page, 'cliente@inhala.local');
  await expect(page.getByRole('banner').getByText('Hola, Clara')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('Inhala', { exact: true })).toBeVisible();
  const keys = await page.evaluate(() =>
    ['user', 'sessionId', 'isSubscribed', 'lastSessionValidation'].map((k) => localStorage.getItem(k)),
  );
  expect(keys).toEqual([null, null, null, null]);
});

test('should reset a forgotten password with the code from the outbox', async ({ page, request }) => {
  const email = uniqueEmail('olvido');
  await request.post('/api/auth/register', {
    data: { firstName: 'Olga', lastName: 'Vido', email, password: 'antigua1' },
  });
  await page.goto('/');
  await openSignIn(page);
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(dialog.getByText('Por favor ingresa tu email', { exact: true })).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Enviar código' }).click();

  await expect(dialog.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
  const codeInput = dialog.getByLabel('Código de 6 dígitos');
  await codeInput.fill('12ab3');
  await expect(codeInput).toHaveValue('123');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Por favor ingresa el código de 6 dígitos')).toBeVisible();
  await codeInput.fill(await latestResetCode(email));
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  await dialog.getByLabel('Nueva contraseña').fill('nueva-clave');
  await dialog.getByLabel('Confirmar contraseña').fill('otra-cosa');
  await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(dialog.getByText('Las contraseñas no coinciden')).toBeVisible();
  await dialog.getByLabel('Confirmar contraseña').fill('nueva-clave');
  await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(dialog.getByRole('heading', { name: '¡Contraseña actualizada!' })).toBeVisible();
  // The success step returns to sign-in by itself after 2 s.
  await expect(page.getByRole('dialog', { name: 'Iniciar Sesión' })).toBeVisible({ timeout: 4000 });
  await signInThroughDialog(page, email, 'nueva-clave');
  await expect(page.getByText('Hola, Olga').first()).toBeVisible();
});

test("should reset a password from the mail's link on another device, after wrong codes spent the code", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('enlace');
  await request.post('/api/auth/register', {
    data: { firstName: 'Elena', lastName: 'Lace', email, password: 'antigua1' },
  });
  await request.post('/api/auth/forgot-password', { data: { email } });
  const code = await latestResetCode(email);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++)
    await request.post('/api/auth/reset-password', {
      data: { email, otpCode: wrong, newPassword: 'de-un-extrano' },
    });

  await page.goto(await latestResetLink(email));
  const dialog = page.getByRole('dialog', { name: 'Nueva contraseña' });
  await expect(dialog).toBeVisible();
  // The token leaves the address at once.
  await expect(page).toHaveURL(/\/$/);
  await dialog.getByLabel('Nueva contraseña').fill('nueva-clave');
  await dialog.getByLabel('Confirmar contraseña').fill('nueva-clave');
  await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByRole('heading', { name: '¡Contraseña actualizada!' })).toBeVisible();
  const signIn = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await expect(signIn).toBeVisible({ timeout: 4000 });
  await expect(signIn.getByRole('status')).toHaveText(
    'Contraseña actualizada. Inicia sesión con tu nueva contraseña.',
  );
  await signInThroughDialog(page, email, 'nueva-clave');
  await expect(page.getByText('Hola, Elena').first()).toBeVisible();
});
