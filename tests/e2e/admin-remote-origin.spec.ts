import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { signInAs } from './support/helpers';
import { E2E_DATA_DIR, E2E_PORT } from './support/paths';

/**
 * The admin remote deployed on its own (README: "Deploying the admin remote elsewhere"): the
 * built remote served by tools/web/serve-remote.mjs from a second origin (E2E_PORT + 1), and an
 * API of its own started with REMOTE_ADMIN_URL pointing there, so the other specs keep the
 * remotes the main server serves under /remotes/.
 */
const ROOT = join(__dirname, '../..');
const REMOTE_ORIGIN = `http://127.0.0.1:${E2E_PORT + 1}`;
const DATA_DIR = `${E2E_DATA_DIR}-admin-remote`;

let api: ChildProcess | undefined;
let remote: ChildProcess | undefined;
let shellOrigin = '';

/** A port nothing listens on now (the main API has E2E_PORT, the remote E2E_PORT + 1). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function start(args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

/** Resolves once `ready` answers true; fails at once if the process ends first. */
async function waitUntil(child: ChildProcess, ready: () => Promise<boolean>): Promise<void> {
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  while (!(await ready().catch(() => false))) {
    if (exited !== undefined) throw new Error(`${child.spawnargs.join(' ')} exited with ${exited}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The built admin remote on the second origin, allowing `allowedOrigin` (the shell's). */
async function serveAdminRemote(allowedOrigin: string): Promise<ChildProcess> {
  const child = start([
    'tools/web/serve-remote.mjs',
    'dist/apps/mfe-admin',
    '--host',
    '127.0.0.1',
    '--port',
    String(E2E_PORT + 1),
    '--allow-origin',
    allowedOrigin,
  ]);
  await waitUntil(child, async () => (await fetch(`${REMOTE_ORIGIN}/remoteEntry.js`, { method: 'HEAD' })).ok);
  return child;
}

test.beforeAll(async () => {
  // Starting an API mirrors the main webServer's start-up allowance (playwright.config.ts).
  test.setTimeout(60_000);
  const port = await freePort();
  shellOrigin = `http://127.0.0.1:${port}`;
  rmSync(DATA_DIR, { recursive: true, force: true });
  remote = await serveAdminRemote(shellOrigin);
  api = start(['dist/apps/api/main.js'], {
    PORT: String(port),
    PUBLIC_URL: shellOrigin,
    DATA_DIR,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SMTP_URL: '',
    REMOTE_ADMIN_URL: REMOTE_ORIGIN,
  });
  await waitUntil(api, async () => (await fetch(`${shellOrigin}/api/health`)).ok);
});

test.afterAll(async () => {
  await Promise.all([stop(api), stop(remote)]);
  rmSync(DATA_DIR, { recursive: true, force: true });
});

// The pages of this file talk to its own API; known only once beforeAll has started it.
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
test.use({ baseURL: async ({}, use) => use(shellOrigin), viewport: { width: 1280, height: 800 } });

async function openAdminPanel(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Admin', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Administración' })).toBeVisible();
}

/** The properties set on `element` by rules of the stylesheets that came from `origin`. */
function propertiesFromOrigin(element: Element, origin: string): string[] {
  const found = new Set<string>();
  const matches = (selector: string) => {
    try {
      return element.matches(selector);
    } catch {
      return false; // a selector the DOM API does not take (pseudo-elements)
    }
  };
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule && matches(rule.selectorText)) {
        for (const property of Array.from(rule.style)) found.add(property);
      }
      // @layer, @media and @supports blocks hold rules of their own.
      if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    // Readable only because the sheet came in CORS mode and its server allowed this origin.
    if (sheet.href?.startsWith(`${origin}/`)) walk(sheet.cssRules);
  }
  return [...found];
}

test('should load the admin remote and its stylesheet from the origin REMOTE_ADMIN_URL names', async ({
  page,
  request,
}) => {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await signInAs(page, 'admin@inhala.local');
  await openAdminPanel(page);
  const links = page.getByRole('navigation', { name: 'Gestión de contenido' });
  const card = links.getByRole('link', { name: /Angel Mondays/ });
  await expect(card).toContainText('7');

  // The remote's entry, its chunk and its stylesheet came from the second origin, in CORS mode.
  const fromRemote = requests.filter((r) => r.url().startsWith(`${REMOTE_ORIGIN}/`));
  const loaded = fromRemote.map((r) => `${r.resourceType()} ${new URL(r.url()).pathname}`);
  expect(loaded).toContain('script /remoteEntry.js');
  expect(loaded).toContainEqual(expect.stringMatching(/^script \/[\w-]+\.[0-9a-f]{12}\.js$/));
  expect(loaded).toContainEqual(expect.stringMatching(/^stylesheet \/[\w-]+\.[0-9a-f]{12}\.css$/));
  for (const r of fromRemote) expect((await r.allHeaders())['sec-fetch-mode']).toBe('cors');
  expect(requests.filter((r) => r.url().includes('/remotes/admin/'))).toEqual([]);

  // Its own stylesheet styles what it renders: the cards' white, rounded background.
  const style = await card.evaluate((el) => {
    const computed = getComputedStyle(el);
    return { background: computed.backgroundColor, radius: computed.borderTopLeftRadius };
  });
  expect(style.background).toBe('rgb(255, 255, 255)');
  expect(parseFloat(style.radius)).toBeGreaterThan(0);
  const properties = await card.evaluate(propertiesFromOrigin, REMOTE_ORIGIN);
  expect(properties).toEqual(expect.arrayContaining(['background-color', 'border-top-left-radius']));

  // Scoped to the remote: the shell's desktop sidebar keeps its own responsive rules.
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();

  // Every stylesheet is linked once, also after leaving /admin and coming back.
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByRole('heading', { name: 'Administración' })).toHaveCount(0);
  await openAdminPanel(page);
  const sheets = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]'), (link) => link.href),
  );
  expect(sheets.filter((href) => href.startsWith(`${REMOTE_ORIGIN}/`))).toHaveLength(1);
  expect(new Set(sheets).size).toBe(sheets.length);

  // The CSP lets in exactly that origin, for scripts and styles.
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name)
      ?.slice(1);
  expect(directive('script-src')).toEqual(["'self'", REMOTE_ORIGIN]);
  expect(directive('style-src')).toEqual(["'self'", "'unsafe-inline'", REMOTE_ORIGIN]);
});

test("should allow only the shell's origin on the remote's server", async ({ page, request }) => {
  const entry = `${REMOTE_ORIGIN}/remoteEntry.js`;
  const allowed = await request.get(entry, { headers: { Origin: shellOrigin } });
  expect(allowed.headers()['access-control-allow-origin']).toBe(shellOrigin);
  const other = await request.get(entry, { headers: { Origin: 'http://otro-sitio.test' } });
  expect(other.status()).toBe(200);
  expect(other.headers()['access-control-allow-origin']).toBeUndefined();

  // Served for another shell only, the remote does not load here: the fallback, never a blank page.
  await stop(remote);
  remote = await serveAdminRemote('http://otro-sitio.test');
  await signInAs(page, 'admin@inhala.local');
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Admin', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Algo salió mal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administración' })).toHaveCount(0);
});
