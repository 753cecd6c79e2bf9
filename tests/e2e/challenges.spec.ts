import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { asNewSubscriber, homeAsNewSubscriber } from './support/auth';
import { fromOwnAddress } from './support/helpers';

// Its own address: registrations are limited per address (support/helpers.ts).
test.use(fromOwnAddress(29));

const noAxeViolations = async (page: Page) =>
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);

test.describe('challenges and the journal', () => {
  test('a client joins a challenge, completes day 1, sees day 2 open and finds the reflection in the journal', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await homeAsNewSubscriber(page, 'Marta');

    // The list, from the navigation.
    await page.getByRole('navigation').getByRole('link', { name: 'Retos' }).first().click();
    await expect(page).toHaveURL(/\/challenges$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Retos' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Siete días de calma/ })).toBeVisible();
    await expect(page.getByText('Activo', { exact: true })).toHaveCount(0);
    await noAxeViolations(page);

    // The detail, then joining.
    await page.getByRole('link', { name: /Siete días de calma/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Siete días de calma' })).toBeVisible();
    await expect(page.getByText('5-15 min')).toBeVisible();
    await expect(page.getByText('Día 7', { exact: true })).toBeVisible();
    await noAxeViolations(page);
    await page.getByRole('button', { name: 'Unirme al reto' }).click();

    // The tracker: day 1 open, day 2 locked.
    await expect(page).toHaveURL(/\/challenge\/\d+\/track$/);
    await expect(page.getByText('0/7 días completados')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Día 1, día actual' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Día 2, bloqueado' })).toBeDisabled();
    await noAxeViolations(page);
    await page.getByRole('button', { name: 'Día 1, día actual' }).click();

    // Day 1: the guided practice and the reading, then the reflection.
    await expect(page.getByRole('heading', { level: 1, name: 'Día 1: Llegar' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Día siguiente/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Comenzar sesión guiada' })).toBeVisible();
    await expect(page.getByText('Video no disponible')).toHaveCount(0);
    await page.getByRole('button', { name: 'Marcar como completada' }).first().click();
    await expect(page.getByText('1/3 secciones completadas')).toBeVisible();
    await page.getByRole('button', { name: 'Marcar como completada' }).click();
    await expect(page.getByText('2/3 secciones completadas')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Marcar como completada' })).toHaveCount(0);
    await noAxeViolations(page);

    const reflection = page.getByLabel('¿Cómo llegas hoy a esta práctica?');
    await reflection.fill('  Llegué con prisa y me fui con calma.  ');
    await page.getByRole('button', { name: 'Guardar reflexión' }).click();
    await expect(page.getByText('Reflexión guardada', { exact: true })).toBeVisible();
    await expect(page.getByText('Llegué con prisa y me fui con calma.', { exact: true })).toBeVisible();
    await expect(reflection).toHaveCount(0);
    await expect(page.getByText('¡Día completado!')).toBeVisible();
    await expect(page.getByText('3/3 secciones completadas')).toBeVisible();

    // Reloaded, the reflection is still read-only; day 2 is open.
    await page.reload();
    await expect(page.getByText('Tu reflexión está guardada y ya no se puede editar.')).toBeVisible();
    await page.getByRole('link', { name: /Día siguiente/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Día 2: Exhalar más largo' })).toBeVisible();

    // Home: the banner leads to day 2; the challenge is active in 'Retos'; the plant has grown.
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Siete días de calma' });
    await expect(banner.getByText('1/7')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Ir a día 2' })).toHaveAttribute(
      'href',
      /\/challenges\/\d+\/day\/2$/,
    );
    const retos = page.getByRole('region', { name: 'Retos' });
    await expect(retos.getByRole('link', { name: /Siete días de calma/ })).toHaveAttribute(
      'href',
      /\/challenge\/\d+\/track$/,
    );
    await expect(retos.getByText('Activo', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Tu racha: 1 día/ })).toBeVisible();
    await noAxeViolations(page);

    // A morning page, to archive from the journal.
    await page.goto('/morning-pages');
    await page.getByRole('button', { name: 'Crear primera página' }).click();
    const form = page.getByRole('region', { name: 'Nueva Página Matutina' });
    await form.getByLabel('Título (opcional)').fill('Amanecer lento');
    await form.getByLabel('Escribe sin filtro lo que pasa por tu mente').fill('Hoy me despierto con calma.');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Página matutina creada', { exact: true })).toBeVisible();

    // The journal lists both; the challenge reflection under 'Retos', without archiving.
    await page.goto('/journal');
    const challengeEntry = page.getByRole('article', { name: 'Siete días de calma · Día 1' });
    await expect(challengeEntry.getByText('Retos', { exact: true })).toBeVisible();
    await expect(challengeEntry.getByText('Llegué con prisa y me fui con calma.')).toBeVisible();
    await expect(challengeEntry.getByRole('button', { name: /Archivar/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Archivar «Amanecer lento»' }).click();
    await page
      .getByRole('dialog', { name: 'Archivar entrada' })
      .getByRole('button', { name: 'Archivar' })
      .click();
    await expect(page.getByRole('article', { name: 'Amanecer lento' })).toHaveCount(0);
    await page.reload();
    await expect(challengeEntry).toBeVisible();
    await expect(page.getByRole('article', { name: 'Amanecer lento' })).toHaveCount(0);
  });

  test('a completed section stays done while the day is read again after the server has it', async ({
    page,
  }) => {
    const { sessionId } = await asNewSubscriber(page, 'Rocío');
    const joined = await page.request.post('/api/challenges/1/join', {
      headers: { 'x-session-id': sessionId },
    });
    expect(joined.ok()).toBe(true);
    await page.goto('/challenges/1/day/1');
    await expect(page.getByText('0/3 secciones completadas')).toBeVisible();
    const marks = page.getByRole('button', { name: 'Marcar como completada' });
    await expect(marks).toHaveCount(2);

    // The day's list, read again once the completion is stored, is held back: the moment after the
    // write queue has forgotten the write and before the new list arrives stays open.
    let releaseList = () => {};
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    await page.route(/\/api\/challenges\/\d+\/completions$/, async (route) => {
      await listHeld;
      await route.continue();
    });
    const readAgain = page.waitForRequest(/\/api\/challenges\/\d+\/completions$/);
    await marks.first().click();
    await readAgain;
    await expect(page.getByText('1/3 secciones completadas')).toBeVisible();
    await expect(marks).toHaveCount(1);
    await expect(
      page.getByRole('article', { name: 'Práctica guiada' }).getByText('Completada'),
    ).toBeVisible();

    releaseList();
    await expect(page.getByText('1/3 secciones completadas')).toBeVisible();
    await expect(marks).toHaveCount(1);
  });

  test('a visitor reads a challenge and is sent to its conversion page to join', async ({ page }) => {
    await page.goto('/challenges');
    await page.getByRole('link', { name: /Despertar la gratitud/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Despertar la gratitud' })).toBeVisible();
    await page.getByRole('button', { name: 'Unirme al reto' }).click();
    await expect(page).toHaveURL(/\/smart-conversion\/retos$/);

    await page.goto('/challenge/1/track');
    await expect(page).toHaveURL(/\/smart-conversion\/retos$/);
    await page.goto('/challenges/999');
    await expect(page.getByRole('heading', { name: 'Reto no encontrado' })).toBeVisible();
  });
});
