import { createHmac } from 'node:crypto';
import type { Response } from 'supertest';
import { registerClient, startTestApp, type TestApp } from './test-app';

/**
 * Bad and edge input gets a Spanish 4xx and changes nothing: never a 500 (spec standard). One
 * row per case that once answered 500; the property-based walk over every operation lives in
 * openapi-fuzz.http.spec.ts.
 */
interface BadCall {
  name: string;
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  body?: unknown;
  raw?: string;
  status: number;
}

const BIG = '2147483648';
const NUL = 'a\u0000b';

const ID_ROUTES: Array<Pick<BadCall, 'method' | 'path' | 'body'>> = [
  { method: 'get', path: `/api/challenges/${BIG}/days` },
  { method: 'post', path: `/api/challenges/${BIG}/join` },
  { method: 'post', path: `/api/challenges/${BIG}/leave` },
  { method: 'patch', path: `/api/challenges/${BIG}/progress`, body: {} },
  { method: 'get', path: `/api/challenges/${BIG}/completions` },
  { method: 'post', path: `/api/challenges/1/days/${BIG}/sections/1/complete` },
  { method: 'get', path: `/api/challenges/1/days/${BIG}/sections/3/journal` },
  { method: 'post', path: `/api/challenges/1/days/${BIG}/sections/3/journal`, body: { response: 'x' } },
  { method: 'patch', path: `/api/morning-pages/${BIG}`, body: { content: 'x' } },
  { method: 'delete', path: `/api/morning-pages/${BIG}` },
  { method: 'patch', path: `/api/ritual/${BIG}`, body: { archived: true } },
  { method: 'patch', path: `/api/ritual/${BIG}/change-meditation` },
];

const BAD_CALLS: BadCall[] = [
  ...ID_ROUTES.map((r) => ({ ...r, name: `${r.method.toUpperCase()} ${r.path}`, status: 400 })),
  // An id that cannot name a meditation is not found, like an unknown one (favourites' rule).
  { name: 'a favourite beyond int4', method: 'post', path: `/api/meditations/${BIG}/favorite`, status: 404 },
  {
    name: 'removing a favourite beyond int4',
    method: 'delete',
    path: `/api/meditations/${BIG}/favorite`,
    status: 404,
  },
  { name: 'a page number far too large', method: 'get', path: '/api/journal/entries?page=1e20', status: 400 },
  {
    name: 'a ritual of 1e12 minutes',
    method: 'post',
    path: '/api/ritual',
    body: { intention: 'Calma', duration: 1e12, style: 'Pasiva', date: '2026-11-21' },
    status: 400,
  },
  {
    name: 'NUL in a morning page',
    method: 'post',
    path: '/api/morning-pages',
    body: { content: NUL },
    status: 400,
  },
  {
    name: 'NUL in sign-in',
    method: 'post',
    path: '/api/auth/signin',
    body: { email: `ana${NUL}@x.com`, password: 'secreto1' },
    status: 400,
  },
  {
    name: 'NUL in registration',
    method: 'post',
    path: '/api/auth/register',
    body: { firstName: `An${NUL}`, lastName: 'Luz', email: 'nul@x.com', password: 'secreto1' },
    status: 400,
  },
  {
    name: 'NUL in forgot password',
    method: 'post',
    path: '/api/auth/forgot-password',
    body: { email: `a${NUL}@x.com` },
    status: 400,
  },
  {
    name: 'NUL in a morning page title (query-free body nested key)',
    method: 'post',
    path: '/api/morning-pages',
    body: { title: NUL, content: 'hola' },
    status: 400,
  },
  {
    name: 'a morning page edit whose content is null',
    method: 'patch',
    path: '/api/morning-pages/1',
    body: { content: null, archived: true },
    status: 400,
  },
  { name: 'a repeated proxy url', method: 'get', path: '/api/images/proxy?url=a&url=b', status: 400 },
  {
    name: 'a JSON body over the limit',
    method: 'post',
    path: '/api/morning-pages',
    raw: JSON.stringify({ content: 'x'.repeat(300_000) }),
    status: 413,
  },
  {
    name: 'JSON nested 100,000 deep',
    method: 'post',
    path: '/api/morning-pages',
    raw: '{"content":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}',
    status: 400,
  },
  { name: 'malformed JSON', method: 'post', path: '/api/morning-pages', raw: '{"content":', status: 400 },
  { name: 'a missing upload', method: 'get', path: '/uploads/missing.png', status: 404 },
];

const isSpanishError = (res: Response, status: number) => {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({
    statusCode: status,
    errorCode: expect.any(String),
    message: expect.any(String),
  });
  expect(res.body.message).not.toMatch(/Cannot |Unexpected|Internal|Error:|too large|entity/i);
};

describe('bad input never answers 500', () => {
  let t: TestApp;
  let session: string;

  beforeAll(async () => {
    t = await startTestApp();
    session = (await registerClient(t)).sessionId;
  });
  afterAll(() => t.close());

  it.each(BAD_CALLS)('should answer $status to $name', async (call) => {
    let req = t.fromNewAddress()[call.method](call.path).set('x-session-id', session);
    if (call.raw !== undefined) req = req.set('Content-Type', 'application/json').send(call.raw);
    else if (call.body !== undefined) req = req.send(call.body as object);
    isSpanishError(await req, call.status);
  });

  it('should store nothing from a refused morning page', async () => {
    await t.http.post('/api/morning-pages').set('x-session-id', session).send({ content: NUL }).expect(400);
    const pages = await t.http.get('/api/morning-pages').set('x-session-id', session).expect(200);
    expect(pages.body).toEqual([]);
  });
});

describe('a signed webhook whose body is not a payment event', () => {
  const secret = 'whsec_test_bad_input';
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_bad_input',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
  });
  afterAll(() => t.close());

  const signed = (payload: string) => {
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
    return `t=${timestamp},v1=${signature}`;
  };

  it.each(['{}', '[]', '{"id":"evt_1","type":"invoice.paid"}', '{"id":1,"type":2,"data":null}'])(
    'should answer 400 to the signed body %s',
    async (payload) => {
      const res = await t.http
        .post('/api/subscription/webhook')
        .set('Content-Type', 'application/json')
        .set('stripe-signature', signed(payload))
        .send(payload);
      isSpanishError(res, 400);
      expect(res.body.errorCode).toBe('PAYMENT.EVENT_INVALID');
    },
  );
});
