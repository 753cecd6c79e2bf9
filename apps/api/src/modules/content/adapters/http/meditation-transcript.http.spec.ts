import { CAPTIONS_LIMITS, CAPTIONS_MESSAGES, TRANSCRIPT_LIMITS } from '@inhala/domain';
import {
  queryDb,
  registerClient,
  registerUser,
  signIn,
  startTestApp,
  type TestApp,
} from '../../../../../test/test-app';
import { RefreshContentBundle } from '../../application/refresh-content-bundle.use-case';

const FILE = '/uploads/transcript-0001.mp3';
const TRANSCRIPT = 'Una voz tranquila invita a soltar los hombros, como un colibrí que se posa.';
const CAPTIONS =
  'WEBVTT\n\n00:00.000 --> 00:04.000\nSuelta los hombros, colibrí.\n\n00:04.000 --> 00:09.500\nRespira & descansa.\n';

describe('meditation transcripts', () => {
  let t: TestApp;
  let id: number;
  let admin: Record<string, string>;
  let client: Record<string, string>;

  const put = (body: object, headers = admin) =>
    t.http.put(`/api/admin/meditations/${id}/transcript`).set(headers).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    const [row] = await queryDb<{ id: number }>(
      t,
      `SELECT id FROM meditations WHERE media_url IS NULL AND status = 'published' ORDER BY sort_order, id LIMIT 1`,
    );
    id = row!.id;
    await queryDb(t, `UPDATE meditations SET media_url = $2, media_type = 'audio' WHERE id = $1`, [id, FILE]);
    await t.app.get(RefreshContentBundle).execute();
    admin = { 'x-session-id': await signIn(t.http, 'admin@inhala.local') };
    client = { 'x-session-id': (await registerClient(t)).sessionId };
  });
  afterAll(() => t.close());

  it('saves a transcript and captions, audited, and hands them to a subscriber', async () => {
    const saved = await put({ transcript: `  ${TRANSCRIPT}\r\n`, captions: CAPTIONS }).expect(200);
    expect(saved.body).toEqual({ transcript: TRANSCRIPT, captions: CAPTIONS.trim() });
    const [audit] = await queryDb<{ action: string }>(
      t,
      `SELECT action FROM admin_audit_log WHERE entity_type = 'meditation_transcript' AND entity_id = $1`,
      [String(id)],
    );
    expect(audit?.action).toBe('create');

    const media = await t.http.get('/api/meditations/media').set(client).expect(200);
    expect(media.body).toContainEqual(
      expect.objectContaining({
        id,
        transcriptUrl: `/api/meditations/${id}/transcript`,
        captionsUrl: `/api/meditations/${id}/captions.vtt`,
      }),
    );
    const text = await t.http.get(`/api/meditations/${id}/transcript`).set(client).expect(200);
    expect(text.headers['cache-control']).toBe('private, no-cache');
    expect(text.body).toEqual({
      meditationId: id,
      text: TRANSCRIPT,
      cues: [
        { start: 0, end: 4, text: 'Suelta los hombros, colibrí.' },
        { start: 4, end: 9.5, text: 'Respira & descansa.' },
      ],
    });
    const vtt = await t.http.get(`/api/meditations/${id}/captions.vtt`).set(client).expect(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.text).toBe(CAPTIONS.trim());
  });

  it('never hands them to a visitor or a lead, nor puts them in the public bundle', async () => {
    await put({ transcript: TRANSCRIPT, captions: CAPTIONS }).expect(200);
    const lead = { 'x-session-id': (await registerUser(t.fromNewAddress())).sessionId };
    for (const path of [`/api/meditations/${id}/transcript`, `/api/meditations/${id}/captions.vtt`]) {
      const visitor = await t.http.get(path).expect(401);
      expect(visitor.text).not.toContain('colibrí');
      const refused = await t.http.get(path).set(lead).expect(403);
      expect(refused.text).not.toContain('colibrí');
    }
    const bundle = await t.http.get('/api/content').expect(200);
    expect(bundle.text).not.toContain('colibrí');
    expect(bundle.text).not.toContain('/transcript');
  });

  it('reads the text from the captions when there is no transcript, and removes both when blank', async () => {
    await put({ transcript: '   ', captions: CAPTIONS }).expect(200);
    const text = await t.http.get(`/api/meditations/${id}/transcript`).set(client).expect(200);
    expect(text.body.text).toBe('Suelta los hombros, colibrí.\n\nRespira & descansa.');

    await put({ transcript: TRANSCRIPT, captions: null }).expect(200);
    await t.http.get(`/api/meditations/${id}/captions.vtt`).set(client).expect(404);

    await put({ transcript: '', captions: '' }).expect(200);
    const gone = await t.http.get(`/api/meditations/${id}/transcript`).set(client).expect(404);
    expect(gone.body.message).toBe('Esta grabación no tiene transcripción.');
    const media = await t.http.get('/api/meditations/media').set(client).expect(200);
    expect(media.body).toContainEqual(
      expect.objectContaining({ id, transcriptUrl: null, captionsUrl: null }),
    );
  });

  it('refuses invalid WebVTT with a Spanish 400 that names the line, and changes nothing', async () => {
    await put({ transcript: TRANSCRIPT, captions: CAPTIONS }).expect(200);
    const bad = await put({
      transcript: 'Otra',
      captions: 'WEBVTT\n\n00:05.000 --> 00:01.000\nAl revés',
    }).expect(400);
    expect(bad.body.message).toBe(CAPTIONS_MESSAGES.invalidAt(3, CAPTIONS_MESSAGES.endBeforeStart));
    const header = await put({ transcript: null, captions: 'Hola\n\n00:00.000 --> 00:01.000\nHola' }).expect(
      400,
    );
    expect(header.body.message).toBe(
      'Los subtítulos no tienen un formato WebVTT válido (línea 1): la primera línea debe ser «WEBVTT».',
    );
    await put({ transcript: 'a'.repeat(70_000), captions: null }).expect(400);
    await put({ transcript: 5, captions: null }).expect(400);
    const [row] = await queryDb<{ transcript: string; captions: string }>(
      t,
      `SELECT transcript, captions FROM meditations WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ transcript: TRANSCRIPT, captions: CAPTIONS.trim() });
  });

  it('lets only an admin write, and answers 404 for a meditation that is not there', async () => {
    await put({ transcript: 'x', captions: null }, client).expect(403);
    await t.http
      .put('/api/admin/meditations/999999/transcript')
      .set(admin)
      .send({ transcript: 'x', captions: null })
      .expect(404);
    await t.http.get('/api/meditations/999999/transcript').set(client).expect(404);
    const read = await t.http.get(`/api/admin/meditations/${id}/transcript`).set(admin).expect(200);
    expect(read.body).toEqual({ transcript: TRANSCRIPT, captions: CAPTIONS.trim() });
  });

  it('takes a transcript and captions at their limits, more than the usual 200 KB of JSON', async () => {
    const cue = (i: number) =>
      `${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000 --> ` +
      `${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.500\n${'ñ'.repeat(40)}`;
    const captions = ['WEBVTT', ...Array.from({ length: 2_500 }, (_, i) => cue(i))].join('\n\n');
    expect(captions.length).toBeLessThan(CAPTIONS_LIMITS.characters);
    const transcript = 'ñ'.repeat(TRANSCRIPT_LIMITS.text);
    expect(Buffer.byteLength(JSON.stringify({ transcript, captions }))).toBeGreaterThan(300_000);
    await put({ transcript, captions }).expect(200);
    const text = await t.http.get(`/api/meditations/${id}/transcript`).set(client).expect(200);
    expect(text.body.cues).toHaveLength(2_500);
  });

  it('refuses a large body without a session before reading it, and still checks the session after', async () => {
    const big = JSON.stringify({ transcript: 'a'.repeat(900_000), captions: null });
    const routes = [
      `/api/admin/meditations/${id}/transcript`,
      '/api/admin/angel-mondays/1/transcript',
      '/api/admin/challenges/1/days/1/sections/1/transcript',
    ];
    for (const route of routes) {
      for (const body of [big, '{"transcript": no es JSON']) {
        const res = await t.http.put(route).set('Content-Type', 'application/json').send(body);
        // Malformed JSON answered 401, not 400: the parser never ran.
        expect({ route, status: res.status, code: res.body.errorCode }).toEqual({
          route,
          status: 401,
          code: 'SESSION_INVALID',
        });
      }
    }
    const sync = await t.http.post('/api/admin/sync').set('Content-Type', 'application/json').send('{ roto');
    expect(sync.status).toBe(401);
    // A header is not a session: parsed, then refused by the session guard as before.
    const guessed = { 'x-session-id': 'a'.repeat(32) };
    await put({ transcript: 'x', captions: null }, guessed).expect(401);
    // An admin's malformed body is parsed and refused as such.
    const malformed = await t.http
      .put(routes[0]!)
      .set(admin)
      .set('Content-Type', 'application/json')
      .send('{"transcript": no es JSON');
    expect(malformed.body).toMatchObject({
      statusCode: 400,
      message: 'El cuerpo de la solicitud no es JSON válido',
    });
  });
});
