import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signedInAs } from './support/auth';

test('should show the 404 page on an unknown route', async ({ page }) => {
  await page.goto('/esta/ruta/no/existe');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('should show the mobile shell below 768 px with locks for visitors', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const bottom = page.getByRole('navigation', { name: 'Navegación inferior' });
  await expect(bottom).toBeVisible();
  for (const label of ['Inicio', 'Retos', 'Meditaciones', 'Journal', 'Comunidad']) {
    await expect(bottom.getByRole('link', { name: new RegExp(label) })).toBeVisible();
  }
  await expect(bottom.getByRole('link', { name: /Journal.*bloqueado/ })).toHaveAttribute(
    'href',
    '/smart-conversion/journal',
  );
  await expect(bottom.getByRole('link', { name: /Comunidad.*bloqueado/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('link', { name: /Angel Mondays.*bloqueado/ })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Ver Perfil' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Soporte' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  await panel.getByRole('button', { name: 'Cerrar menú' }).click();
});

test.describe('as the admin', () => {
  test.use(signedInAs('admin'));

  test('should show the desktop sidebar from 768 px, with Admin for admins only', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Principal' });
    for (const label of [
      'Inicio',
      'Retos',
      'Meditaciones',
      'Journal',
      'Comunidad',
      'Angel Mondays',
      'Soporte',
      'Perfil',
      'Admin',
    ]) {
      // Comunidad counts the messages others wrote since the admin last looked (community.spec.ts).
      const name = label === 'Comunidad' ? /^Comunidad(, \d+ mensajes? sin leer)?$/ : label;
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Navegación inferior' })).toBeHidden();
    await expect(page.getByRole('banner').getByText('Hola, Alma')).toBeVisible();
  });

  test('should open the admin panel from the admin remote with count badges', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Admin', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Administración' })).toBeVisible();
    const links = page.getByRole('navigation', { name: 'Gestión de contenido' });
    await expect(links.getByRole('link', { name: /Angel Mondays/ })).toContainText('7');
    for (const label of ['Cartas del Oráculo', 'Arcángeles', 'Retos', 'Meditaciones', 'Correos']) {
      await expect(links.getByRole('link', { name: new RegExp(label) })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  });
});

test.describe('as the lead', () => {
  test.use(signedInAs('lead'));

  test('should send a lead away from /admin', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Administración' })).toHaveCount(0);
  });
});

test.describe('as the client', () => {
  test.use(signedInAs('client'));

  test("should show 'Algo salió mal' when a remote fails to load, and recover with 'Reintentar'", async ({
    page,
  }) => {
    await page.route('**/remotes/community/remoteEntry.js', (route) => route.abort());
    await page.goto('/angel-mondays');
    await expect(page.getByRole('heading', { name: 'Algo salió mal' })).toBeVisible();
    await page.unroute('**/remotes/community/remoteEntry.js');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { name: 'Angel Mondays', exact: true })).toBeVisible();
  });
});

test('should have no serious accessibility violations on home and the conversion page', async ({ page }) => {
  for (const path of ['/', '/smart-conversion/ritual']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${JSON.stringify(v.nodes[0]?.target)}`)).toEqual([]);
  }
});
