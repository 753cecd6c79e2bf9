import { expect, test, type APIRequestContext } from '@playwright/test';
import { fromOwnAddress, openSignIn, registerSubscriber, signInThroughDialog } from './support/helpers';

// Issue 19: 'Mi día termina a las' and the travel question never change the streak by themselves.
test.use(fromOwnAddress(27));

/** Today's ritual completed by calls (meditation, reflection, card): a streak of one day. */
async function practisedToday(request: APIRequestContext, sessionId: string): Promise<void> {
  const headers = { 'x-session-id': sessionId };
  const ritual = await request.post('/api/ritual', {
    headers,
    data: { intention: 'Calma', duration: 5, style: 'Activa', date: 'x' },
  });
  expect([200, 201]).toContain(ritual.status());
  const { id } = (await ritual.json()) as { id: number };
  expect(
    (await request.patch(`/api/ritual/${id}`, { headers, data: { meditationCompleted: true } })).ok(),
  ).toBe(true);
  expect(
    (await request.patch(`/api/ritual/${id}`, { headers, data: { journalEntry: 'Gracias' } })).ok(),
  ).toBe(true);
  expect((await request.post('/api/oracle-cards/draw', { headers, data: { context: 'ritual' } })).ok()).toBe(
    true,
  );
}

test('changing the end of the day keeps the streak as it was, and the choice stays', async ({ page }) => {
  const person = await registerSubscriber(page.request, 'Noche');
  await practisedToday(page.request, person.sessionId);
  await page.goto('/');
  await openSignIn(page);
  await signInThroughDialog(page, person.email, person.password);
  const streak = page.getByRole('button', { name: /Tu racha: 1 día/ });
  await expect(streak).toBeVisible();

  await page.goto('/profile');
  const end = page.getByLabel('Mi día termina a las');
  await expect(end).toHaveValue('0');
  await end.selectOption({ label: '3:00 de la madrugada' });
  await page
    .getByRole('region', { name: 'Tu día de práctica' })
    .getByRole('button', { name: 'Guardar' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();
  await expect(streak).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Mi día termina a las')).toHaveValue('3');
  await expect(page.getByRole('button', { name: /Tu racha: 1 día/ })).toBeVisible();
  await page.getByLabel('Mi día termina a las').selectOption({ label: 'Medianoche (00:00)' });
  await page
    .getByRole('region', { name: 'Tu día de práctica' })
    .getByRole('button', { name: 'Guardar' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Tu racha: 1 día/ })).toBeVisible();
});

test('a traveller is asked once which zone counts, and the new one keeps the streak', async ({ page }) => {
  const person = await registerSubscriber(page.request, 'Viajera');
  const headers = { 'x-session-id': person.sessionId };
  expect(
    (await page.request.patch('/api/auth/me', { headers, data: { timezone: 'Europe/Madrid' } })).ok(),
  ).toBe(true);
  await practisedToday(page.request, person.sessionId);
  await page.goto('/');
  await openSignIn(page);
  await signInThroughDialog(page, person.email, person.password);

  // This browser keeps Mexico City's clock (playwright.config.ts): her profile says Madrid.
  const question = page.getByRole('dialog', { name: 'Estás en otra zona horaria' });
  await expect(question).toContainText('(America/Mexico_City)');
  await question.getByRole('button', { name: /^Usar la nueva/ }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('button', { name: /Tu racha: 1 día/ })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(/En tu zona horaria: .*\(America\/Mexico_City\)/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Estás en otra zona horaria' })).toHaveCount(0);
});
