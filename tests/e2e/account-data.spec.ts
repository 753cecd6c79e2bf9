import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { fromOwnAddress, openSignIn, registerSubscriber, signInThroughDialog } from './support/helpers';

test.use(fromOwnAddress(26));

test('should download my data as a ZIP, delete my account, and then fail to sign in with it', async ({
  page,
}) => {
  const { email, password } = await registerSubscriber(page.request, 'Irene');
  await page.goto('/');
  await openSignIn(page);
  await signInThroughDialog(page, email, password);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Tus datos' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Descargar mis datos' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^inhala-mis-datos-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = readFileSync(await download.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  await expect(section.getByRole('status')).toContainText('se ha descargado');

  await section.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
  await expect(dialog.getByText('Tus páginas matutinas')).toBeVisible();
  await expect(dialog.getByText(/se cancelará al final del periodo que ya pagaste/)).toBeVisible();
  await dialog.getByLabel('Tu contraseña', { exact: true }).fill('no-es-esta');
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
  await expect(dialog.getByText('La contraseña no es correcta. Tu cuenta sigue intacta.')).toBeVisible();
  await dialog.getByLabel('Tu contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
  await expect(page.getByText('Tu cuenta se eliminó', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBeNull();

  await openSignIn(page);
  const signIn = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Contraseña', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(signIn.getByText('No existe una cuenta con este email')).toBeVisible();
});
