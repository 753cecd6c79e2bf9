import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { sessionIdOf, signedInAs } from './support/auth';

test.use(signedInAs('client'));

/** The first line of the demo client's newest journal entry, read through the API. */
async function newestEntryLine(page: Page): Promise<string> {
  const res = await page.request.get('/api/journal/entries?page=1&limit=1', {
    headers: { 'x-session-id': sessionIdOf('client') },
  });
  const body = (await res.json()) as { total: number; entries: Array<{ text: string }> };
  expect(body.total).toBeGreaterThan(0);
  return (body.entries[0]?.text ?? '').trim().split('\n')[0]!.trim();
}

async function exportAs(page: Page, format: 'Markdown (.md)' | 'PDF') {
  await page.getByRole('button', { name: 'Exportar mi diario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar mi diario' });
  await expect(dialog.getByLabel('Desde')).toBeVisible();
  await dialog.getByRole('radio', { name: format }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exportar' }).click();
  const file = await download;
  await expect(dialog.getByRole('status')).toContainText('Listo: descargamos');
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

/** 'Exportar mi diario' (issue 19): the demo client takes her journal with her. */
test.describe('journal export', () => {
  test('exports the journal as Markdown from /journal', async ({ page }) => {
    const line = await newestEntryLine(page);
    await page.goto('/journal');
    const { name, bytes } = await exportAs(page, 'Markdown (.md)');
    expect(name).toMatch(/^inhala-diario-inicio-a-\d{4}-\d{2}-\d{2}\.md$/);
    const md = bytes.toString('utf8');
    expect(md.startsWith('# Mi diario en Inhala')).toBe(true);
    expect(md).toMatch(/· (Ritual Diario|Página Matutina)\n/);
    expect(md).toContain(line);
  });

  test('exports the journal as a PDF from /profile', async ({ page }) => {
    await page.goto('/profile');
    const { name, bytes } = await exportAs(page, 'PDF');
    expect(name).toMatch(/^inhala-diario-inicio-a-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-6).toString()).toContain('%%EOF');
  });
});
