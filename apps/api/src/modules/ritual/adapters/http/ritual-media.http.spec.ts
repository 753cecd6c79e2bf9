import { queryDb, registerClient, startTestApp, type TestApp } from '../../../../../test/test-app';

describe("today's ritual: premium media", () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('keeps the video link from a person whose subscription ended, and gives it to a subscriber', async () => {
    const ana = await registerClient(t);
    const send = () => t.http.get('/api/ritual/today').set('x-session-id', ana.sessionId).expect(200);
    await t.http
      .post('/api/ritual')
      .set('x-session-id', ana.sessionId)
      .send({ intention: 'Gratitud', duration: 5, style: 'Activa', date: 'x' })
      .expect(201);
    await queryDb(
      t,
      `UPDATE rituals SET meditation_video_url = 'https://youtu.be/premium0003' WHERE user_id = $1`,
      [ana.user.id],
    );
    expect((await send()).body.meditation.videoUrl).toBe('https://youtu.be/premium0003');

    await queryDb(t, `UPDATE users SET role = 'lead', subscription_status = 'canceled' WHERE id = $1`, [
      ana.user.id,
    ]);
    const lapsed = await send();
    expect(lapsed.body.meditation).toMatchObject({ videoUrl: null });
    expect(lapsed.text).not.toContain('premium0003');
  });
});
