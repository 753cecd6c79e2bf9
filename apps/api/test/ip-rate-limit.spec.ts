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
});
