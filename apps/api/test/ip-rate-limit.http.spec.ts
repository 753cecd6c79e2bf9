import { startTestApp, uniqueEmail, type TestApp } from './test-app';

describe('per-address rate limit', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('should stop registrations from one address after twenty in an hour', async () => {
    for (let i = 0; i < 20; i += 1) {
      await t.http
        .post('/api/auth/register')
        .send({ firstName: 'Ana', lastName: 'Luz', email: uniqueEmail(), password: 'secreto1' })
        .expect(201);
    }
    const res = await t.http
      .post('/api/auth/register')
      .send({ firstName: 'Ana', lastName: 'Luz', email: uniqueEmail(), password: 'secreto1' })
      .expect(429);
    expect(res.body.errorCode).toBe('RATE_LIMITED');
  });

  it('should not believe a made-up X-Forwarded-For hop in front of the one the proxy added', async () => {
    // TRUST_PROXY=1 in the test app: only the last hop (written by our one proxy) is the client.
    const client = '10.200.0.7';
    const register = (forged: string) =>
      t.http
        .post('/api/auth/register')
        .set('X-Forwarded-For', `${forged}, ${client}`)
        .send({ firstName: 'Ana', lastName: 'Luz', email: uniqueEmail(), password: 'secreto1' });
    for (let i = 0; i < 20; i += 1) await register(`203.0.113.${i + 1}`).expect(201);
    const res = await register('203.0.113.99').expect(429);
    expect(res.body.errorCode).toBe('RATE_LIMITED');
  });
});
