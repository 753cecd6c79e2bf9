import { registerUser, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';

describe('angel mondays API', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('should give clients the seeded messages newest first, with their HTML', async () => {
    const sessionId = await signIn(t.http, 'cliente@inhala.local');
    const res = await t.http.get('/api/angel-mondays').set('x-session-id', sessionId).expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(5);
    const stamps = res.body.map((e: { timestamp: string }) => Date.parse(e.timestamp));
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);
    expect(res.body[0].text).toContain('<p>');
    expect(res.body[0].gradientOption).toBeGreaterThanOrEqual(1);
  });

  it('should give leads and visitors titles only: the message is premium', async () => {
    const lead = await registerUser(t.fromNewAddress());
    for (const req of [
      t.http.get('/api/angel-mondays'),
      t.http.get('/api/angel-mondays').set('x-session-id', lead.sessionId),
    ]) {
      const res = await req.expect(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(
        res.body.every(
          (e: { text: string; audioUrl: unknown; title: string }) =>
            e.text === '' && e.audioUrl === null && e.title,
        ),
      ).toBe(true);
    }
  });
});
