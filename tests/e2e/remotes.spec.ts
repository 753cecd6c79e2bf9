import { expect, test } from '@playwright/test';
import { homeAsNewSubscriber, signedInAs } from './support/auth';
import { fromOwnAddress } from './support/helpers';

// Its own address: registrations are limited per address (support/helpers.ts).
test.use(fromOwnAddress(23));

test.describe('as the client', () => {
  test.use(signedInAs('client'));

  test('should show Angel Mondays to a client: featured message and the strip', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/angel-mondays');
    await expect(page.getByText('Inhala & exhala lento y profundo')).toBeVisible();
    const featured = page.getByRole('article');
    await expect(featured.getByRole('heading', { name: 'Inhala paz, exhala prisa' })).toBeVisible();
    await expect(featured.getByText('lunes, 16 de noviembre, 2026')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Otros Angel Mondays' })).toBeVisible();
    await page.getByRole('button', { name: /Escucha tu intuición/ }).click();
    await expect(
      page.getByRole('article').getByRole('heading', { name: 'Escucha tu intuición' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Inhala paz, exhala prisa/ })).toBeVisible();
  });
});

test.describe('as the lead', () => {
  test.use(signedInAs('lead'));

  test('should show a lead the premium lock card, and send a visitor to conversion', async ({ page }) => {
    await page.goto('/angel-mondays');
    await expect(page.getByRole('heading', { name: 'Contenido Premium' })).toBeVisible();
    await expect(page.getByText('Incluye 11 días de prueba gratuita')).toBeVisible();
    await expect(page.getByText('Accede a más de 190 meditaciones y contenido exclusivo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ver Planes de Suscripción' })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto('/angel-mondays');
    await expect(page).toHaveURL(/\/smart-conversion\/angel-mondays$/);
    await expect(page.getByRole('heading', { name: 'Angel Mondays' })).toBeVisible();
  });

  test("should show a lead the journal's locked teaser on /morning-pages", async ({ page }) => {
    await page.goto('/morning-pages');
    await expect(page.getByRole('heading', { name: 'Mi Journal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Desbloquear Journal' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await expect(page.getByRole('button', { name: 'Escribir' })).toHaveCount(0);
  });
});

test('should create, edit in place and delete morning pages with their toasts', async ({ page }) => {
  await homeAsNewSubscriber(page, 'Alba');
  await page.goto('/morning-pages');
  await expect(page.getByRole('heading', { name: 'Páginas Matutinas' })).toBeVisible();
  await expect(page.getByText('Aún no hay páginas matutinas')).toBeVisible();

  await page.getByRole('button', { name: 'Crear primera página' }).click();
  const form = page.getByRole('region', { name: 'Nueva Página Matutina' });
  await expect(form.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await form.getByLabel('Escribe sin filtro lo que pasa por tu mente').fill('   ');
  await expect(form.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await form.getByLabel('Escribe sin filtro lo que pasa por tu mente').fill('Hoy me despierto con calma.');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Página matutina creada', { exact: true })).toBeVisible();
  await expect(page.getByText('Tu reflexión ha sido guardada exitosamente.', { exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Tus páginas matutinas' });
  await expect(list.getByRole('heading', { name: 'Sin título' })).toBeVisible();
  await expect(list.getByText('Página Matutina')).toBeVisible();

  await list.getByRole('button', { name: 'Editar Sin título' }).click();
  await list.getByLabel('Título (opcional)').fill('Amanecer');
  await list.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Página actualizada', { exact: true })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Amanecer' })).toBeVisible();

  await list.getByRole('button', { name: 'Eliminar Amanecer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar página' });
  await expect(
    confirm.getByText('¿Estás seguro de que quieres eliminar esta página matutina?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Página eliminada', { exact: true })).toBeVisible();
  await expect(page.getByText('Aún no hay páginas matutinas')).toBeVisible();
});

test("should ask a visitor to sign in on /morning-pages ('Acceso Restringido')", async ({ page }) => {
  await page.goto('/morning-pages');
  await expect(page.getByRole('heading', { name: 'Acceso Restringido' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('dialog', { name: 'Iniciar Sesión' })).toBeVisible();
});
