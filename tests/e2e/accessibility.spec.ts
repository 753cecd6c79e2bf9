import axe from 'axe-core';
import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { authFile } from './support/auth';
import { DEMO_PASSWORD, fromOwnAddress, uniqueEmail } from './support/helpers';

/**
 * Every route of the route table (01 §2) and every admin screen, for visitor, lead, client and
 * admin at 375×812 and 1280×800: no serious or critical axe violation (WCAG 2 A/AA). Then the
 * main journeys with the keyboard alone: register, subscribe, the ritual, a challenge day, a
 * morning page, sign out.
 *
 * Fast by design: one page per role, with the session auth.setup.ts saved; routes are reached in
 * the app (history + popstate, as its own links do), and a screen reached twice in a row (a
 * redirect) is checked once.
 */
test.use(fromOwnAddress(18));

type Role = 'visitor' | 'lead' | 'client' | 'admin';
/** What the route's main heading (h1) reads for each role; admin reads as the client. */
type Headings = string | RegExp | Partial<Record<Role, string | RegExp>>;

const HOME: Headings = {
  visitor: 'Te damos la bienvenida a Inhala',
  lead: 'Hola, Luis',
  client: 'Hola, Clara',
  admin: 'Hola, Alma',
};
const PLANS = 'Elige tu Plan';
const RITUAL_FORM = /^(Crea tu Ritual Diario|Mi Ritual del Día)$/;
const TODAY_RITUAL = /Mi Ritual del Día|Aún no has creado/;
const PAYWALL = 'Tu momento de calma empieza hoy';
const RITUAL_OFFER = 'Tu ritual diario en 3 pasos';
const LOCKED_CHALLENGE = {
  visitor: 'Retos que transforman hábitos',
  lead: PLANS,
  admin: 'Siete días de calma',
};
const ROUTES: ReadonlyArray<readonly [string, Headings]> = [
  ['/', HOME],
  // With today's ritual already made, the form opens it instead (issue 18, item 10).
  ['/form', { ...HOME, lead: PLANS, client: RITUAL_FORM, admin: RITUAL_FORM }],
  ['/ritual', { visitor: RITUAL_OFFER, lead: PLANS, client: TODAY_RITUAL }],
  // After another screen: /form and /ritual-form are one screen, and its heading is not drawn again.
  ['/ritual-form', { ...HOME, lead: PLANS, client: RITUAL_FORM, admin: RITUAL_FORM }],
  ['/meditaciones', 'Meditaciones'],
  [
    '/meditation/1',
    { visitor: 'Más de 190 meditaciones guiadas', lead: PLANS, client: 'Respiración del océano' },
  ],
  ['/challenges', 'Retos'],
  ['/retos', 'Retos'], // the conversion key, redirected to the list
  ['/challenges/1', 'Siete días de calma'],
  // The admin has not joined the challenge: its tracker and its days lead to its detail.
  ['/challenges/1/track', { ...LOCKED_CHALLENGE, client: 'Siete días de calma' }],
  ['/challenges/1/day/1', { ...LOCKED_CHALLENGE, client: 'Día 1: Llegar' }],
  ['/journal', { visitor: 'Mi Journal', lead: 'Mi Journal', client: 'Angel Journal' }],
  // The aliases, each after another screen: the same screen at the same place is not drawn again.
  ['/challenge/1', 'Siete días de calma'],
  ['/challenge/1/track', { ...LOCKED_CHALLENGE, client: 'Siete días de calma' }],
  ['/morning-pages', { visitor: 'Acceso Restringido', lead: 'Mi Journal', client: 'Páginas Matutinas' }],
  ['/discover', { visitor: 'Mi Journal', lead: 'Mi Journal', client: 'Angel Journal' }],
  ['/angel-mondays', 'Angel Mondays'],
  ['/soporte', 'Soporte'],
  ['/comunidad', { visitor: 'Comunidad', lead: PLANS, client: 'Comunidad' }],
  ['/profile', { ...HOME, lead: 'Perfil', client: 'Perfil', admin: 'Perfil' }],
  ['/subscription', PLANS],
  // A subscriber has nothing to buy: the paywall goes home, a conversion page to what it guards.
  ['/paywall', { visitor: PAYWALL, lead: PAYWALL, client: 'Hola, Clara', admin: 'Hola, Alma' }],
  ['/smart-conversion/ritual', { visitor: RITUAL_OFFER, lead: RITUAL_OFFER, client: TODAY_RITUAL }],
  ['/esta-ruta-no-existe', 'Page Not Found'],
];
const ADMIN_ROUTES: ReadonlyArray<readonly [string, Headings]> = [
  ['/admin', 'Administración'],
  ['/admin/angel-mondays', 'Angel Mondays'],
  ['/admin/oracle-cards', 'Cartas del Oráculo'],
  ['/admin/archangels', 'Arcángeles'],
  ['/admin/meditations', 'Meditaciones'],
  ['/admin/meditations-simple', 'Alta rápida de meditaciones'],
  ['/admin/challenges', 'Retos'],
  ['/admin/challenges/1', 'Editar reto'],
  ['/admin/challenges/1/days/1', 'Día 1 de 7'],
  ['/admin/emails', 'Correos'],
  ['/admin/emails/edit/welcome', 'Editar plantilla'],
  ['/admin/audit', 'Registro de cambios'],
];
const VIEWPORTS = [
  { name: 'móvil', width: 375, height: 812 },
  { name: 'escritorio', width: 1280, height: 800 },
] as const;

function headingFor(headings: Headings, role: Role): string | RegExp {
  if (typeof headings === 'string' || headings instanceof RegExp) return headings;
  const found = headings[role] ?? (role === 'admin' ? headings.client : undefined);
  if (!found) throw new Error(`no heading for ${role}`);
  return found;
}

/** A page of its own (one per role), with the options the `page` fixture would have. */
async function pageFor(browser: Browser, testInfo: TestInfo, role: Role = 'visitor'): Promise<Page> {
  const { baseURL, locale, timezoneId, serviceWorkers, extraHTTPHeaders } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    serviceWorkers,
    extraHTTPHeaders,
    storageState: role === 'visitor' ? undefined : authFile(role),
  });
  return context.newPage();
}

/** Goes to `path` inside the app; waits for its main heading, freshly rendered, and its data (no loader). */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.evaluate((to) => {
    if (window.location.pathname === to) return; // already there, as after signing in at '/'
    document.querySelectorAll('h1').forEach((h1) => h1.setAttribute('data-a11y-seen', ''));
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(
    page.locator('h1:not([data-a11y-seen]):visible').filter({ hasText: heading }).first(),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Cargando|Preparando/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.animate-pulse')).toHaveCount(0); // skeletons (@inhala/ui Skeleton)
}

const RUN_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
  iframes: false,
};

/**
 * The serious and critical violations on the page (WCAG 2.0 and 2.1, A and AA), one line each. axe-core, the
 * engine @axe-core/playwright drives, is loaded once per page and run in place: the pages here
 * change inside the app, and AxeBuilder would load it again and open a page to merge the results
 * on every call, four times slower.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (options) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(
      // The mail preview is the mail (checked by mail clients); its sandbox lets no script in.
      { exclude: ['iframe[title="Vista previa del correo"]'] },
      options,
    );
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
  }, RUN_OPTIONS);
}

/** The routes in groups small enough for one test each. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails on a trap or a missing stop. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the keyboard never reached ${target.toString()}`);
}

/** Tabs to `target` and presses Enter on it. */
async function activate(page: Page, target: Locator, options?: { back?: boolean }): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}

for (const role of ['visitor', 'lead', 'client', 'admin'] as const) {
  test.describe(`axe on every route as ${role}`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    let lastScreen = '';

    test.beforeAll(async ({ browser }, testInfo) => {
      page = await pageFor(browser, testInfo, role);
      await page.setViewportSize(VIEWPORTS[0]);
      await page.goto('/');
    });
    test.afterAll(async () => page.context().close());

    const routes = role === 'admin' ? [...ROUTES, ...ADMIN_ROUTES] : ROUTES;
    for (const viewport of VIEWPORTS) {
      for (const group of chunks(routes, 8)) {
        test(`${viewport.name}: ${group.map(([path]) => path).join(' ')}`, async () => {
          await page.setViewportSize(viewport);
          const found: string[] = [];
          for (const [path, headings] of group) {
            await visit(page, path, headingFor(headings, role));
            const screen = `${viewport.name} ${new URL(page.url()).pathname}`;
            if (screen === lastScreen) continue; // redirected to the screen just checked
            lastScreen = screen;
            found.push(...(await seriousViolations(page)).map((line) => `${path} → ${line}`));
            // The same walk proves 375 px never scrolls sideways (layout.spec.ts covers 320 and 768).
            const { scrollWidth, innerWidth } = await page.evaluate(() => ({
              scrollWidth: document.documentElement.scrollWidth,
              innerWidth: window.innerWidth,
            }));
            if (scrollWidth > innerWidth)
              found.push(`${path} → scrolls sideways: ${scrollWidth} > ${innerWidth}`);
          }
          expect(found).toEqual([]);
        });
      }
    }

    test('the menu panel and the sign-in or plant dialog, each closed with Escape', async () => {
      await page.setViewportSize(VIEWPORTS[0]);
      await visit(page, '/', headingFor(HOME, role));
      const found: string[] = [];
      await activate(page, page.getByRole('button', { name: 'Abrir menú' }));
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Cerrar menú' })).toBeVisible();
      found.push(...(await seriousViolations(page)));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.setViewportSize(VIEWPORTS[1]);
      const dialog =
        role === 'visitor'
          ? page.getByRole('dialog', { name: 'Iniciar Sesión' })
          : page.getByRole('dialog', { name: 'Tu plantita te necesita todos los días' });
      await activate(
        page,
        role === 'visitor'
          ? page.getByRole('banner').getByRole('button', { name: 'Iniciar Sesión' })
          : page.getByRole('banner').getByRole('button', { name: /Tu racha/ }),
      );
      await expect(dialog).toBeVisible();
      found.push(...(await seriousViolations(page)));
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      expect(found).toEqual([]);
    });
  });
}

test.describe('the main journeys with the keyboard alone', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  const email = uniqueEmail('teclado');

  test.beforeAll(async ({ browser }, testInfo) => {
    page = await pageFor(browser, testInfo);
    await page.setViewportSize(VIEWPORTS[1]);
  });
  test.afterAll(async () => page.context().close());

  test('registers a new account and subscribes through the local checkout', async () => {
    await page.goto('/smart-conversion/subscription');
    const form = page.getByRole('form', { name: 'Crear cuenta' });
    await tabTo(page, form.getByLabel('Nombre'));
    await page.keyboard.type('Teclado');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Apellido')).toBeFocused();
    await page.keyboard.type('Solo');
    await tabTo(page, form.getByLabel('Email'));
    await page.keyboard.type(email);
    await tabTo(page, form.getByLabel('Contraseña', { exact: true }));
    await page.keyboard.type(DEMO_PASSWORD);
    // Registering moves to /subscription, then loads it again 100 ms later (01 §4).
    const reloaded = page.waitForEvent('load');
    await activate(page, form.getByRole('button', { name: 'Comenzar mi Transformación' }));

    await expect(page).toHaveURL(/\/subscription$/);
    await reloaded;
    await activate(
      page,
      page
        .getByRole('article', { name: 'Plan Mensual' })
        .getByRole('button', { name: '11 días de prueba gratis' }),
    );
    await expect(page.getByText('MODO DE PRUEBA')).toBeVisible();
    await activate(page, page.getByRole('button', { name: 'Confirmar suscripción de prueba' }));
    await expect(page.getByText('¡Pago confirmado!', { exact: true })).toBeVisible();
    // The first visit after registering asks what brings the person here.
    const question = page.getByRole('dialog', { name: '¿Qué te trae a Inhala?' });
    await expect(question).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]); // the question, open over home
    const calm = question.getByRole('checkbox', { name: 'Calmar la ansiedad' });
    await tabTo(page, calm);
    await page.keyboard.press('Space');
    await expect(calm).toBeChecked();
    await activate(page, question.getByRole('button', { name: 'Ver mis meditaciones' }));
    await expect(question).toBeHidden();
    await expect(page.getByRole('region', { name: 'Para ti' })).toContainText(
      'Porque quieres calmar la ansiedad',
    );
    await expect(page.getByRole('heading', { name: /Hola, Teclado/ })).toBeVisible();
  });

  test('creates the ritual from the form and lands on the ritual page', async () => {
    await activate(page, page.getByRole('link', { name: 'Meditar ahora' }));
    await expect(page.getByRole('heading', { name: 'Crea tu Ritual Diario' })).toBeVisible();
    await activate(page, page.getByRole('button', { name: 'Calma' }));
    await expect(page.getByRole('heading', { name: '¿Cuánto tiempo tienes hoy?' })).toBeVisible();
    await activate(page, page.getByRole('button', { name: /15 minutos/ }));
    await activate(page, page.getByRole('button', { name: /^Pasiva/ }));
    await expect(page).toHaveURL(/\/ritual$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Mi Ritual del Día' })).toBeVisible();
    await activate(page, page.getByRole('button', { name: 'Marcar como completada' }));
    await expect(page.getByText('Pasos completados: 1/3')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]); // the ritual of the day, as it is today
  });

  test('joins a challenge and completes a section of its first day', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Principal' });
    await activate(page, sidebar.getByRole('link', { name: 'Retos', exact: true }), { back: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Retos' })).toBeVisible();
    await activate(page, page.getByRole('main').getByRole('link', { name: /Siete días de calma/ }));
    await expect(page.getByRole('heading', { level: 1, name: 'Siete días de calma' })).toBeVisible();
    await activate(page, page.getByRole('button', { name: 'Unirme al reto' }));
    await expect(page).toHaveURL(/\/challenge\/\d+\/track$/);
    await activate(page, page.getByRole('button', { name: 'Día 1, día actual' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Día 1: Llegar' })).toBeVisible();
    await activate(page, page.getByRole('button', { name: 'Marcar como completada' }).first());
    await expect(page.getByText('1/3 secciones completadas')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]); // a day the person is in
  });

  test('writes a morning page from the journal', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Principal' });
    await activate(page, sidebar.getByRole('link', { name: 'Journal', exact: true }), { back: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Angel Journal' })).toBeVisible();
    await activate(page, page.getByRole('link', { name: /Escribe tu Página Matutina/ }));
    // The banner opens the editor with the cursor in the text (02 §2.8).
    const text = page.getByLabel('Escribe sin filtro lo que pasa por tu mente');
    await expect(text).toBeFocused();
    await page.keyboard.type('Escrito sin ratón, a primera hora.');
    await activate(page, page.getByRole('button', { name: 'Guardar', exact: true }));
    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();
    await expect(page.getByText('Escrito sin ratón, a primera hora.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]); // with a page in the list
  });

  test('signs out', async () => {
    await activate(page, page.getByRole('banner').getByRole('button', { name: 'Cerrar Sesión' }), {
      back: true,
    });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Te damos la bienvenida a Inhala' })).toBeVisible();
  });

  test('signs back in through the dialog', async () => {
    await activate(page, page.getByRole('banner').getByRole('button', { name: 'Iniciar Sesión' }));
    const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
    await tabTo(page, dialog.getByLabel('Email'));
    await page.keyboard.type(email);
    await tabTo(page, dialog.getByLabel('Contraseña', { exact: true }));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Hola, Teclado/ })).toBeVisible();
  });
});
