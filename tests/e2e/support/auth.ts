import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { registerSubscriber } from './helpers';
import { E2E_AUTH_DIR } from './paths';

/** The seeded demo accounts (README), each signed in once per run by auth.setup.ts. */
export const DEMO_ACCOUNTS = {
  lead: { email: 'lead@inhala.local', greeting: 'Hola, Luis' },
  client: { email: 'cliente@inhala.local', greeting: 'Hola, Clara' },
  admin: { email: 'admin@inhala.local', greeting: 'Hola, Alma' },
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;

export const authFile = (role: DemoRole): string => join(E2E_AUTH_DIR, `${role}.json`);

/** The saved session of a demo role, for calls made beside the page (`x-session-id`). */
export function sessionIdOf(role: DemoRole): string {
  const state = JSON.parse(readFileSync(authFile(role), 'utf8')) as {
    origins: Array<{ localStorage: Array<{ name: string; value: string }> }>;
  };
  const entry = state.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'sessionId');
  if (!entry) throw new Error(`no saved session for ${role}`);
  return entry.value;
}

/**
 * `test.use(signedInAs('client'))`: the tests start with the demo role's saved session, as if
 * they had signed in through the dialog (auth.setup.ts did, once). Only for tests that read what
 * the demo account has, or change something of it no other test reads.
 */
export const signedInAs = (role: DemoRole) => ({ storageState: authFile(role) });

/** A second person in the same test (a client watching what an admin does), already signed in. */
export async function contextAs(
  browser: Browser,
  role: DemoRole,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...options, storageState: authFile(role) });
}

/**
 * A new person who subscribed through the local checkout (by calls), whose session the app finds
 * when it starts, as after signing in: each test gets its own day of ritual, streak and journal.
 * The app validates a session it has no validation time for (01 §4), so it reads the person back
 * from the server. Returns the person's e-mail, password and session.
 */
export async function asNewSubscriber(
  page: Page,
  firstName = 'Lucía',
  options: { askIntents?: boolean } = {},
): Promise<{ email: string; password: string; sessionId: string }> {
  const person = await registerSubscriber(page.request, firstName, options);
  const me = await page.request.get('/api/auth/me', { headers: { 'x-session-id': person.sessionId } });
  expect(me.ok()).toBe(true);
  const { user } = (await me.json()) as { user: unknown };
  // Once per browser context: a later sign-out stays signed out, as it would for the person.
  await page.context().addInitScript(
    ({ sessionId, user: saved }) => {
      if (window.localStorage.getItem('e2e-session-given')) return;
      window.localStorage.setItem('e2e-session-given', '1');
      window.localStorage.setItem('sessionId', sessionId);
      window.localStorage.setItem('user', saved);
    },
    { sessionId: person.sessionId, user: JSON.stringify(user) },
  );
  return person;
}

/** `asNewSubscriber`, then home, greeted by name. */
export async function homeAsNewSubscriber(page: Page, firstName = 'Lucía'): Promise<string> {
  const person = await asNewSubscriber(page, firstName);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: new RegExp(`Hola, ${firstName}`) })).toBeVisible();
  return person.email;
}
