import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerSubscriber, uniqueEmail } from './support/helpers';

/** Every icon a page declares answers 200 with an image. */
async function expectDeclaredIconsExist(page: Page, request: APIRequestContext): Promise<void> {
  const hrefs = await page
    .locator('link[rel~="icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const icon = await request.get(href);
    expect(icon.status(), href).toBe(200);
    expect(icon.headers()['content-type'], href).toMatch(/^image\//);
  }
}

test.describe('favicon', () => {
  test('should answer /favicon.ico with the app icon', async ({ request }) => {
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/x-icon');
    // An ICO file: reserved 0, type 1.
    expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  test('should declare an existing icon on the local checkout and portal pages', async ({
    page,
    request,
  }) => {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });

    const lead = await request.post('/api/auth/register', {
      data: {
        firstName: 'Icono',
        lastName: 'Prueba',
        email: uniqueEmail('icono'),
        password: 'respira-profundo',
      },
    });
    const leadHeaders = { 'x-session-id': ((await lead.json()) as { sessionId: string }).sessionId };
    const plans = await request.get('/api/subscription/plans', { headers: leadHeaders });
    const priceId = ((await plans.json()) as { plans: Array<{ priceId: string }> }).plans[0]!.priceId;
    const checkout = await request.post('/api/subscription/create-checkout', {
      headers: leadHeaders,
      data: { priceId },
    });
    const client = await registerSubscriber(request, 'Icono');
    const portal = await request.post('/api/subscription/customer-portal', {
      headers: { 'x-session-id': client.sessionId },
    });

    for (const created of [checkout, portal]) {
      const { url } = (await created.json()) as { url: string };
      await page.goto(url);
      await expect(page.getByText('MODO DE PRUEBA')).toBeVisible();
      await expectDeclaredIconsExist(page, request);
    }
    expect(missing).toEqual([]);
  });
});
