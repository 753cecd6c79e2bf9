import { CAPTIONS_MESSAGES } from '@inhala/domain';
import {
  queryDb,
  registerClient,
  registerUser,
  signIn,
  startTestApp,
  type TestApp,
} from '../../../../../test/test-app';
import { RefreshContentBundle } from '../../../content';
import { TRANSCRIPT_BOTH_FIELDS } from './dto/transcript.dto';

const CAPTIONS = 'WEBVTT\n\n00:00.200 --> 00:04.200\n[Suena una campana colibrí]\n';
const TEXT = 'Una campana y música sin voz, colibrí.';

/** The Angel Mondays' audio and the challenges' audio sections carry a transcript as meditations do. */
describe('recording transcripts: Angel Mondays and challenge sections', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let client: Record<string, string>;
  let lead: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = { 'x-session-id': await signIn(t.http, 'admin@inhala.local') };
    client = { 'x-session-id': (await registerClient(t)).sessionId };
    lead = { 'x-session-id': (await registerUser(t.fromNewAddress())).sessionId };
  });
  afterAll(() => t.close());

  describe('an Angel Monday', () => {
    let id: number;
    beforeAll(async () => {
      const [row] = await queryDb<{ id: number }>(
        t,
        `SELECT id FROM angel_mondays WHERE status = 'published' AND deleted_at IS NULL AND publish_at IS NULL
          ORDER BY "timestamp" DESC LIMIT 1`,
      );
      id = row!.id;
      await queryDb(t, `UPDATE angel_mondays SET audio_url = '/uploads/lunes-0001.mp3' WHERE id = $1`, [id]);
    });

    it('saves its transcript, shows its addresses to a subscriber only, and serves both', async () => {
      await t.http
        .put(`/api/admin/angel-mondays/${id}/transcript`)
        .set(admin)
        .send({ transcript: TEXT, captions: CAPTIONS })
        .expect(200);
      const mine = (await t.http.get('/api/angel-mondays').set(client).expect(200)).body as Array<{
        id: number;
        transcriptUrl: string | null;
        captionsUrl: string | null;
      }>;
      expect(mine.find((e) => e.id === id)).toMatchObject({
        transcriptUrl: `/api/angel-mondays/${id}/transcript`,
        captionsUrl: `/api/angel-mondays/${id}/captions.vtt`,
      });
      const text = await t.http.get(`/api/angel-mondays/${id}/transcript`).set(client).expect(200);
      expect(text.body).toEqual({
        text: TEXT,
        cues: [{ start: 0.2, end: 4.2, text: '[Suena una campana colibrí]' }],
      });
      const vtt = await t.http.get(`/api/angel-mondays/${id}/captions.vtt`).set(client).expect(200);
      expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(vtt.text).toBe(CAPTIONS.trim());

      for (const viewer of [lead, {}]) {
        const list = await t.http.get('/api/angel-mondays').set(viewer).expect(200);
        expect(list.text).not.toContain('/transcript');
        expect(list.text).not.toContain('colibrí');
      }
      await t.http.get(`/api/angel-mondays/${id}/transcript`).set(lead).expect(403);
      await t.http.get(`/api/angel-mondays/${id}/captions.vtt`).expect(401);
    });

    it('asks for both parts, so that a body with one never deletes the other', async () => {
      const put = (body: object) =>
        t.http.put(`/api/admin/angel-mondays/${id}/transcript`).set(admin).send(body);
      await put({ transcript: TEXT, captions: CAPTIONS }).expect(200);
      for (const body of [{ captions: CAPTIONS }, { transcript: 'Otra' }, {}]) {
        const res = await put(body).expect(400);
        expect({ body, message: res.body.message }).toEqual({ body, message: TRANSCRIPT_BOTH_FIELDS });
      }
      const stored = `SELECT transcript, captions FROM angel_mondays WHERE id = $1`;
      expect(await queryDb(t, stored, [id])).toEqual([{ transcript: TEXT, captions: CAPTIONS.trim() }]);
      // Null is how one part is removed on purpose.
      await put({ transcript: null, captions: CAPTIONS }).expect(200);
      expect(await queryDb(t, stored, [id])).toEqual([{ transcript: null, captions: CAPTIONS.trim() }]);
      await put({ transcript: TEXT, captions: CAPTIONS }).expect(200);
    });

    it('refuses invalid WebVTT with the line, and hides a draft’s transcript', async () => {
      const bad = await t.http
        .put(`/api/admin/angel-mondays/${id}/transcript`)
        .set(admin)
        .send({ transcript: null, captions: 'WEBVTT\n\n00:00.000 -> 00:01.000\nHola' })
        .expect(400);
      expect(bad.body.message).toBe(CAPTIONS_MESSAGES.invalidAt(3, CAPTIONS_MESSAGES.timing));
      await queryDb(t, `UPDATE angel_mondays SET status = 'draft' WHERE id = $1`, [id]);
      try {
        await t.http.get(`/api/angel-mondays/${id}/transcript`).set(client).expect(404);
        // The editor still reads and writes a draft's.
        const read = await t.http.get(`/api/admin/angel-mondays/${id}/transcript`).set(admin).expect(200);
        expect(read.body).toEqual({ transcript: TEXT, captions: CAPTIONS.trim() });
      } finally {
        await queryDb(t, `UPDATE angel_mondays SET status = 'published' WHERE id = $1`, [id]);
      }
    });
  });

  describe('a challenge section', () => {
    let challengeId: number;
    let dayId: number;
    let dayNumber: number;
    beforeAll(async () => {
      const [row] = await queryDb<{ challenge_id: number; id: number; day_number: number }>(
        t,
        `SELECT d.challenge_id, d.id, d.day_number FROM challenge_days d JOIN challenges c ON c.id = d.challenge_id
          WHERE c.status = 'published' AND c.deleted_at IS NULL AND d.deleted_at IS NULL AND d.day_number = 2
          ORDER BY c.id LIMIT 1`,
      );
      ({ challenge_id: challengeId, id: dayId, day_number: dayNumber } = row!);
      await queryDb(
        t,
        `UPDATE challenge_days SET section2_meta = 'audio', section2_audio_path = '/uploads/reto-0002.mp3' WHERE id = $1`,
        [dayId],
      );
      await t.app.get(RefreshContentBundle).execute();
    });

    const admin2 = () => `/api/admin/challenges/${challengeId}/days/${dayNumber}/sections/2/transcript`;
    const public2 = () => `/api/challenges/${challengeId}/days/${dayId}/sections/2`;

    it('saves the transcript by day number, and serves it by day id to a subscriber only', async () => {
      await t.http.put(admin2()).set(admin).send({ transcript: null, captions: CAPTIONS }).expect(200);
      const days = (await t.http.get(`/api/challenges/${challengeId}/days`).set(client).expect(200))
        .body as Array<{
        id: number;
        sections: Array<{ number: number; transcriptUrl: string | null; captionsUrl: string | null }>;
      }>;
      expect(days.find((d) => d.id === dayId)?.sections.find((s) => s.number === 2)).toMatchObject({
        transcriptUrl: `${public2()}/transcript`,
        captionsUrl: `${public2()}/captions.vtt`,
      });
      // Only captions: the text is read from their cues.
      const text = await t.http.get(`${public2()}/transcript`).set(client).expect(200);
      expect(text.body.text).toBe('[Suena una campana colibrí]');
      const vtt = await t.http.get(`${public2()}/captions.vtt`).set(client).expect(200);
      expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');

      const theirs = await t.http.get(`/api/challenges/${challengeId}/days`).set(lead).expect(200);
      expect(theirs.text).not.toContain('/transcript');
      await t.http.get(`${public2()}/transcript`).set(lead).expect(403);
      const bundle = await t.http.get('/api/content').expect(200);
      expect(bundle.text).not.toContain('sections/2/transcript');
    });

    it('answers 404 for a section that is not audio, and 400 for a fifth section', async () => {
      await t.http
        .get(`/api/challenges/${challengeId}/days/${dayId}/sections/3/transcript`)
        .set(client)
        .expect(404);
      await t.http
        .put(`/api/admin/challenges/${challengeId}/days/${dayNumber}/sections/5/transcript`)
        .set(admin)
        .send({ transcript: 'x', captions: null })
        .expect(400);
      await t.http
        .put(`/api/admin/challenges/${challengeId}/days/999/sections/2/transcript`)
        .set(admin)
        .send({ transcript: 'x', captions: null })
        .expect(404);
      const [audit] = await queryDb<{ entity_id: string; action: string }>(
        t,
        `SELECT entity_id, action FROM admin_audit_log WHERE entity_type = 'challenge_section_transcript'`,
      );
      expect(audit).toEqual({ entity_id: `${challengeId}/${dayNumber}/2`, action: 'create' });
    });
  });
});
