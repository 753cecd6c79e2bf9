import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './paths';

export const DEMO_PASSWORD = 'inhala-demo';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@inhala.test`;
}

/** Signs in through the real dialog from the current page. */
export async function signInThroughDialog(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(dialog).toBeHidden();
}

export async function openSignIn(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  if (viewport && viewport.width < 768) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Iniciar Sesión' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Iniciar Sesión' }).click();
  }
}

export async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await openSignIn(page);
  await signInThroughDialog(page, email);
}

/** The .eml files of the embedded outbox sent to `email`, oldest first. */
export function outboxFilesFor(email: string): string[] {
  const outbox = join(E2E_DATA_DIR, 'outbox');
  try {
    return readdirSync(outbox)
      .filter((f) => f.endsWith('.eml') && f.includes(email.replace(/[^a-z0-9@._-]/gi, '_')))
      .map((f) => join(outbox, f))
      .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
  } catch {
    return []; // the outbox appears with the first message
  }
}

/** The newest reset code e-mailed to `email`, read from the embedded outbox. */
export async function latestResetCode(email: string): Promise<string> {
  return (await latestResetMail(email)).code;
}

/** The link (`/?restablecer=…`, as a path) of the newest reset mail sent to `email`. */
export async function latestResetLink(email: string): Promise<string> {
  return (await latestResetMail(email)).link;
}

async function latestResetMail(email: string): Promise<{ code: string; link: string }> {
  const outbox = join(E2E_DATA_DIR, 'outbox');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    try {
      const files = readdirSync(outbox)
        .filter((f) => f.endsWith('.eml') && f.includes(email.replace(/[^a-z0-9@._-]/gi, '_')))
        .sort((a, b) => statSync(join(outbox, a)).mtimeMs - statSync(join(outbox, b)).mtimeMs);
      // The newest mail with a code: the welcome mail may arrive after it.
      for (const file of files.reverse()) {
        const raw = readFileSync(join(outbox, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        const code = /<h2>(\d{6})<\/h2>/.exec(raw)?.[1];
        const link = /https?:\/\/[^/\s<]+(\/\?restablecer=[\w.%-]+)/.exec(raw)?.[1] ?? '';
        if (code) return { code, link };
      }
    } catch {
      // the outbox appears with the first message
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset code for ${email}`);
}

/**
 * A new person who subscribed through the local checkout, by calls only (no screens): their
 * e-mail, password and session. Unless `askIntents`, they have skipped '¿Qué te trae a Inhala?'
 * (by the same call the dialog's 'Ahora no' makes), so journeys about other things start on home.
 */
export async function registerSubscriber(
  request: APIRequestContext,
  firstName = 'Lucía',
  { askIntents = false }: { askIntents?: boolean } = {},
): Promise<{ email: string; password: string; sessionId: string }> {
  const email = uniqueEmail('suscriptora');
  const password = 'respira-profundo';
  const registered = await request.post('/api/auth/register', {
    data: { firstName, lastName: 'Prueba', email, password, timezone: 'America/Mexico_City' },
  });
  expect(registered.status()).toBe(201);
  const { sessionId } = (await registered.json()) as { sessionId: string };
  if (!askIntents) {
    const skipped = await request.put('/api/practice/intents', {
      headers: { 'x-session-id': sessionId },
      data: { intents: [] },
    });
    expect(skipped.status()).toBe(200);
  }
  const plans = await request.get('/api/subscription/plans', { headers: { 'x-session-id': sessionId } });
  const priceId = ((await plans.json()) as { plans: Array<{ priceId: string }> }).plans[0]!.priceId;
  const checkout = await request.post('/api/subscription/create-checkout', {
    headers: { 'x-session-id': sessionId },
    data: { priceId },
  });
  const { url } = (await checkout.json()) as { url: string };
  const confirmed = await request.post(`${url}/confirm`, { maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);
  return { email, password, sessionId };
}

/** The signed-in page's session, for the API calls a journey makes beside the page. */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  if (!sessionId) throw new Error('The page has no session');
  return { 'x-session-id': sessionId };
}

/** Presses Tab until `target` has the focus, as a keyboard-only person would reach it. */
export async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * The journeys of one spec file as if from their own address (the e2e server trusts one proxy
 * hop): sign-in allows 30 tries per address in 15 minutes, and the whole run signs in more often
 * than that, so each admin spec counts apart. `test.use(fromOwnAddress(n))`, n unique per file.
 */
export const fromOwnAddress = (n: number) => ({
  extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${n}` },
});
