import type { Response } from 'supertest';
import { registerUser, signIn, startTestApp, type TestApp } from './test-app';

/**
 * Every premium call, as one table (01 §6, 02 §4.11): a visitor and a lead are refused, a client
 * and an admin are served, and a lead who subscribes is served at once. Each issue that adds a
 * premium call adds its row here.
 */
interface PremiumCall {
  name: string;
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  body?: object;
  served(res: Response): void;
  refused(res: Response, caller: 'visitor' | 'lead'): void;
}

const withheld = (res: Response) => {
  expect(res.status).toBe(200);
  expect(
    res.body.every((e: { text: string; audioUrl: unknown }) => e.text === '' && e.audioUrl === null),
  ).toBe(true);
};

const sectionsOf = (res: Response): Array<{ url: string | null; audioPath: string | null }> =>
  res.body.flatMap((day: { sections: unknown[] }) => day.sections);

/** A visitor must sign in (401); a signed-in lead must subscribe (403). */
const refusedPremium = (res: Response, caller: 'visitor' | 'lead') => {
  expect({ status: res.status, errorCode: res.body.errorCode }).toEqual(
    caller === 'visitor'
      ? { status: 401, errorCode: 'SESSION_INVALID' }
      : { status: 403, errorCode: 'SUBSCRIPTION.REQUIRED' },
  );
};

const PREMIUM_CALLS: PremiumCall[] = [
  {
    name: 'Creating the daily ritual',
    method: 'post',
    path: '/api/ritual',
    body: { intention: 'Calma', duration: 10, style: 'Pasiva', date: '2026-11-21' },
    served: (res) => {
      expect([200, 201]).toContain(res.status);
      expect(res.body.meditation.name).toEqual(expect.any(String));
    },
    refused: refusedPremium,
  },
  {
    name: 'Challenge section completions (the first seeded challenge)',
    method: 'get',
    path: '/api/challenges/1/completions',
    served: (res) => {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expect.any(Array));
    },
    refused: refusedPremium,
  },
  {
    name: "Challenge days' media links (the first seeded challenge: day 4's uploaded audio)",
    method: 'get',
    path: '/api/challenges/1/days',
    served: (res) => {
      expect(res.status).toBe(200);
      const sections = sectionsOf(res);
      expect(sections.some((s) => s.audioPath?.startsWith('/uploads/'))).toBe(true);
    },
    refused: (res) => {
      expect(res.status).toBe(200);
      expect(sectionsOf(res).length).toBeGreaterThan(0);
      expect(sectionsOf(res).every((s) => s.url === null && s.audioPath === null)).toBe(true);
    },
  },
  {
    name: 'The catalogue bundle holds no premium link for anyone (they come from the calls above)',
    method: 'get',
    path: '/api/content',
    served: (res) => {
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('/uploads/');
      expect(res.body.challengeDetails.length).toBeGreaterThan(0);
    },
    refused: (res) => {
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('/uploads/');
    },
  },
  {
    name: "The ritual's oracle card",
    method: 'get',
    path: '/api/oracle-cards/today?context=ritual',
    served: (res) => {
      expect(res.status).toBe(200);
      expect(typeof res.body.hasDrawn).toBe('boolean');
    },
    refused: refusedPremium,
  },
  {
    name: 'Angel Mondays message text and audio',
    method: 'get',
    path: '/api/angel-mondays',
    served: (res) => {
      expect(res.status).toBe(200);
      expect(res.body.some((e: { text: string }) => e.text.length > 0)).toBe(true);
    },
    refused: withheld,
  },
  {
    name: 'Journal entries',
    method: 'get',
    path: '/api/journal/entries?page=1&limit=16',
    served: (res) => {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ entries: expect.any(Array), total: expect.any(Number) });
    },
    refused: refusedPremium,
  },
  {
    name: 'Exporting the journal (issue 19)',
    method: 'get',
    path: '/api/journal/export?format=markdown',
    served: (res) => {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(res.text).toMatch(/^# Mi diario en Inhala/);
    },
    refused: refusedPremium,
  },
  // Morning pages are part of the journal (02 §2.8-2.9).
  {
    name: 'Listing morning pages',
    method: 'get',
    path: '/api/morning-pages',
    served: (res) => {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expect.any(Array));
    },
    refused: refusedPremium,
  },
  {
    name: 'Writing a morning page',
    method: 'post',
    path: '/api/morning-pages',
    body: { content: 'Hoy me despierto con calma.' },
    served: (res) => {
      expect(res.status).toBe(201);
      expect(res.body.content).toBe('Hoy me despierto con calma.');
    },
    refused: refusedPremium,
  },
  {
    name: 'Editing a morning page (past the gate, an id of nobody answers 404)',
    method: 'patch',
    path: '/api/morning-pages/2147483000',
    body: { content: 'Editada' },
    served: (res) => {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No encontramos esa página matutina');
    },
    refused: refusedPremium,
  },
  {
    name: 'Deleting a morning page (past the gate, an id of nobody answers 404)',
    method: 'delete',
    path: '/api/morning-pages/2147483000',
    served: (res) => {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No encontramos esa página matutina');
    },
    refused: refusedPremium,
  },
  {
    name: 'Chat messages (the latest page)',
    method: 'get',
    path: '/api/chat/messages',
    served: (res) => {
      expect(res.status).toBe(200);
      expect(res.body.messages).toEqual(expect.any(Array));
    },
    refused: refusedPremium,
  },
  {
    name: 'Chat unread count',
    method: 'get',
    path: '/api/chat/unread',
    served: (res) => {
      expect(res.status).toBe(200);
      expect(res.body.count).toEqual(expect.any(Number));
    },
    refused: refusedPremium,
  },
];

describe('premium calls are gated on the server', () => {
  let t: TestApp;
  const sessions: Record<'lead' | 'client' | 'admin', string> = { lead: '', client: '', admin: '' };

  beforeAll(async () => {
    t = await startTestApp();
    sessions.lead = (await registerUser(t.fromNewAddress())).sessionId;
    sessions.client = await signIn(t.fromNewAddress(), 'cliente@inhala.local');
    sessions.admin = await signIn(t.fromNewAddress(), 'admin@inhala.local');
  });
  afterAll(() => t.close());

  const call = (c: PremiumCall, sessionId?: string) => {
    const req = t.http[c.method](c.path);
    if (sessionId) req.set('x-session-id', sessionId);
    return c.body ? req.send(c.body) : req;
  };

  describe.each(PREMIUM_CALLS)('$name', (c) => {
    it('refuses a visitor and a lead', async () => {
      c.refused(await call(c), 'visitor');
      c.refused(await call(c, sessions.lead), 'lead');
    });

    it('serves a client and an admin', async () => {
      c.served(await call(c, sessions.client));
      c.served(await call(c, sessions.admin));
    });
  });

  it('serves a lead as soon as the subscription is confirmed', async () => {
    const lead = await registerUser(t.fromNewAddress());
    for (const c of PREMIUM_CALLS) c.refused(await call(c, lead.sessionId), 'lead');
    const start = await t.http
      .post('/api/subscription/create-checkout')
      .set('x-session-id', lead.sessionId)
      .send({ priceId: 'price_local_monthly' })
      .expect(200);
    await t.http.post(`${start.body.url}/confirm`).expect(303);
    for (const c of PREMIUM_CALLS) c.served(await call(c, lead.sessionId));
  });
});
