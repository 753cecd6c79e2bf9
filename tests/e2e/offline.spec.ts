import { expect, test, type Page } from '@playwright/test';
import { signedInAs } from './support/auth';

/*
 * The install banner promises Inhala works 'también sin conexión' (issue 18): after a visit, the
 * demo client reads home, ritual and journal offline, writes a reflection and a morning page, and
 * both reach the server exactly once when the network returns.
 */
test.use({ serviceWorkers: 'allow', ...signedInAs('client') });

async function sessionOf(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('sessionId'))) ?? '';
}

test('offline after a visit: read home, ritual and journal, write, and find it stored once', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const headers = { 'x-session-id': await sessionOf(page) };
  // Today's ritual, so there is a reflection to write (the demo history ends yesterday).
  const created = await page.request.post('/api/ritual', {
    headers,
    data: { intention: 'Calma', duration: 10, style: 'Pasiva', date: '2026-01-01' },
  });
  expect([200, 201]).toContain(created.status());

  // The worker takes control, then stores each page's reads as they are shown.
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  for (const [path, heading] of [
    ['/', /^Hola, /],
    ['/ritual', 'Mi Ritual del Día'],
    ['/journal', 'Angel Journal'],
    ['/morning-pages', 'Páginas Matutinas'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  }
  await expect(
    page
      .getByRole('list', { name: 'Tus páginas matutinas' })
      .or(page.getByText('Aún no hay páginas matutinas')),
  ).toBeVisible();

  await context.setOffline(true);
  await page.goto('/');
  await expect(
    page.getByRole('status').filter({ hasText: /Sin conexión · datos de las \d\d:\d\d/ }),
  ).toBeVisible();
  await expect(page.getByText('No hay contenido', { exact: false })).toHaveCount(0);

  await page.goto('/ritual');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Ritual del Día' })).toBeVisible();
  const reflection = `Escrita sin conexión ${Date.now()}`;
  await page.getByLabel('Tu reflexión').fill(reflection);
  await page.getByRole('button', { name: 'Guardar reflexión' }).click();
  await expect(page.getByText('Guardado en este dispositivo', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Reflexión guardada en este dispositivo · Pendiente de enviar')).toBeVisible();
  await expect(page.getByText(reflection)).toBeVisible();

  await page.goto('/journal');
  await expect(page.getByRole('heading', { level: 1, name: 'Angel Journal' })).toBeVisible();
  await expect(page.getByText('Aún no hay entradas en tu diario')).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.goto('/morning-pages');
  const content = `Página escrita en el metro ${Date.now()}`;
  await page.getByRole('button', { name: 'Escribir' }).first().click();
  await page.getByLabel('Escribe sin filtro lo que pasa por tu mente').fill(content);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const pending = page.getByRole('list', { name: 'Páginas pendientes de enviar' });
  await expect(pending).toContainText(content);
  await expect(pending).toContainText('Pendiente de enviar');
  await expect(
    page.getByRole('status').filter({ hasText: '2 cambios se enviarán al volver la conexión' }),
  ).toBeVisible();

  // Reconnection: the page sends both, in order, once.
  await context.setOffline(false);
  await expect(pending).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Tus páginas matutinas' })).toContainText(content);

  const pages = (await (await page.request.get('/api/morning-pages', { headers })).json()) as {
    content: string;
  }[];
  expect(pages.filter((p) => p.content === content)).toHaveLength(1);
  const today = (await (await page.request.get('/api/ritual/today', { headers })).json()) as {
    journalEntry: string;
  };
  expect(today.journalEntry).toBe(reflection);

  // A reload (the next start) sends nothing again.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Tus páginas matutinas' })).toContainText(content);
  const again = (await (await page.request.get('/api/morning-pages', { headers })).json()) as {
    content: string;
  }[];
  expect(again.filter((p) => p.content === content)).toHaveLength(1);
});
