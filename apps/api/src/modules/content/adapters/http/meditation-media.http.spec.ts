import {
  queryDb,
  registerClient,
  registerUser,
  signIn,
  startTestApp,
  type TestApp,
} from '../../../../../test/test-app';
import { RefreshContentBundle } from '../../application/refresh-content-bundle.use-case';

const VIDEO = 'https://youtu.be/premium0001';
const FILE = '/uploads/premium-0002.mp3';
const NO_TEXT = { transcriptUrl: null, captionsUrl: null };

describe('premium meditation media', () => {
  let t: TestApp;
  let ids: number[];

  beforeAll(async () => {
    t = await startTestApp();
    const rows = await queryDb<{ id: number }>(
      t,
      `SELECT id FROM meditations ORDER BY sort_order, id LIMIT 2`,
    );
    ids = rows.map((r) => r.id);
    // Each one link only (the demo seeds audio on some meditations).
    await queryDb(
      t,
      `UPDATE meditations SET video_url = $2, media_url = NULL, media_type = NULL, media_seconds = NULL,
                              transcript = NULL, captions = NULL WHERE id = $1`,
      [ids[0], VIDEO],
    );
    await queryDb(
      t,
      `UPDATE meditations SET video_url = NULL, media_url = $2, media_type = 'audio', transcript = NULL, captions = NULL
        WHERE id = $1`,
      [ids[1], FILE],
    );
    await t.app.get(RefreshContentBundle).execute();
  });
  afterAll(() => t.close());

  it('never hands the links to a visitor or a lead, in the bundle or apart', async () => {
    const lead = await registerUser(t.fromNewAddress());
    for (const request of [
      t.http.get('/api/content'),
      t.http.get('/api/content').set('x-session-id', lead.sessionId),
    ]) {
      const res = await request.expect(200);
      expect(res.text).not.toContain(VIDEO);
      expect(res.text).not.toContain(FILE);
      expect(
        res.body.meditations.every(
          (m: { videoUrl: unknown; mediaUrl: unknown }) => !m.videoUrl && !m.mediaUrl,
        ),
      ).toBe(true);
      // What kind of player it needs is not a secret.
      expect(res.body.meditations.find((m: { id: number }) => m.id === ids[1]).mediaType).toBe('audio');
    }
    await t.http.get('/api/meditations/media').expect(401);
    const refused = await t.http
      .get('/api/meditations/media')
      .set('x-session-id', lead.sessionId)
      .expect(403);
    expect(refused.body.message).toBe('Necesitas una suscripción activa para acceder a este contenido');
    expect(refused.text).not.toContain(VIDEO);
  });

  it('hands them to a subscriber and to the admin, revalidated by their own ETag', async () => {
    const client = await registerClient(t);
    const res = await t.http.get('/api/meditations/media').set('x-session-id', client.sessionId).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toEqual(
      expect.arrayContaining([
        { id: ids[0], videoUrl: VIDEO, mediaUrl: null, mediaType: null, ...NO_TEXT },
        { id: ids[1], videoUrl: null, mediaUrl: FILE, mediaType: 'audio', ...NO_TEXT },
      ]),
    );
    const etag = res.headers.etag as string;
    await t.http
      .get('/api/meditations/media')
      .set('x-session-id', client.sessionId)
      .set('If-None-Match', etag)
      .expect(304);

    const admin = await signIn(t.fromNewAddress(), 'admin@inhala.local');
    await t.http.get('/api/meditations/media').set('x-session-id', admin).expect(200);

    // A changed link alone: the public bundle is the same bytes, the media list is not.
    const bundleEtag = (await t.http.get('/api/content').expect(200)).headers.etag as string;
    await queryDb(t, `UPDATE meditations SET video_url = $2 WHERE id = $1`, [ids[0], `${VIDEO}x`]);
    await t.app.get(RefreshContentBundle).execute();
    await t.http.get('/api/content').set('If-None-Match', bundleEtag).expect(304);
    const changed = await t.http
      .get('/api/meditations/media')
      .set('x-session-id', client.sessionId)
      .set('If-None-Match', etag)
      .expect(200);
    expect(changed.body).toContainEqual({
      id: ids[0],
      videoUrl: `${VIDEO}x`,
      mediaUrl: null,
      mediaType: null,
      ...NO_TEXT,
    });
  });
});
