import { ADMIN_MESSAGES, type AdminUploadView } from '@inhala/domain';
import { sample } from '../../../../../test/media-samples';
import {
  queryDb,
  registerClient,
  registerUser,
  signIn,
  startTestApp,
  type TestApp,
} from '../../../../../test/test-app';

interface Challenge {
  id: number;
  name: string;
  slug: string;
  status: string;
  dayCount: number;
}

const unused = { meta: null };

describe('admin challenges API', () => {
  let t: TestApp;
  let admin: string;
  const as = (sessionId: string) => ({ 'x-session-id': sessionId });
  const valid = (name = 'Reto de la gratitud') => ({
    name,
    shortDesc: 'Cinco días para agradecer lo pequeño.',
    longDesc: 'Cada día, una práctica breve y una pregunta para tu diario.',
    welcomeVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    totalDays: 5,
    isPremium: false,
  });
  const day = (moduleTitle = 'Agradecer al despertar') => ({
    moduleTitle,
    preview: 'Empieza el día con tres gracias.',
    sections: [
      {
        meta: 'video',
        title: 'Práctica guiada',
        content: 'Siéntate cómodo.',
        url: 'https://youtu.be/dQw4w9WgXcQ',
      },
      { meta: 'journal', title: 'Tu reflexión', content: '¿Qué agradeces hoy?' },
      unused,
      unused,
    ],
  });
  const auditCount = async () =>
    (await queryDb<{ n: number }>(t, `SELECT count(*)::int AS n FROM admin_audit_log`))[0]!.n;
  const create = async (body: object = valid()): Promise<Challenge> =>
    (await t.http.post('/api/admin/challenges').set(as(admin)).send(body).expect(201)).body;
  /** An audio sent through the CMS's upload call, as the day form sends it. */
  const uploadedAudio = async (name: string): Promise<AdminUploadView> =>
    (
      await t.http
        .post('/api/admin/uploads?purpose=audio')
        .set(as(admin))
        .attach('file', sample.mp3Id3(), name)
        .expect(201)
    ).body;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.http, 'admin@inhala.local');
  });
  afterAll(() => t.close());

  it('should create, list, edit, delete and restore a challenge, each with its audit entry', async () => {
    const created = await create({ ...valid(), status: 'draft' });
    expect(created).toMatchObject({
      ...valid(),
      slug: 'reto-de-la-gratitud',
      status: 'draft',
      dayCount: 0,
      imageUrl: null,
    });
    const listed = await t.http
      .get('/api/admin/challenges?q=gratitud&status=draft')
      .set(as(admin))
      .expect(200);
    expect(listed.body.items.map((c: Challenge) => c.id)).toEqual([created.id]);

    const edited = await t.http
      .put(`/api/admin/challenges/${created.id}`)
      .set(as(admin))
      .send({ ...valid('Reto de la gratitud profunda'), totalDays: 6, status: 'published' })
      .expect(200);
    // No slug sent: the current one stays (links and bookmarks keep working).
    expect(edited.body).toMatchObject({ slug: 'reto-de-la-gratitud', totalDays: 6, status: 'published' });

    const removed = await t.http.delete(`/api/admin/challenges/${created.id}`).set(as(admin)).expect(200);
    expect(removed.body.name).toBe('Reto de la gratitud profunda');
    await t.http.get(`/api/admin/challenges/${created.id}`).set(as(admin)).expect(404);
    await t.http.post(`/api/admin/challenges/${created.id}/restore`).set(as(admin)).expect(200);
    await t.http.post(`/api/admin/challenges/${created.id}/restore`).set(as(admin)).expect(404);

    const audit = await queryDb<{
      action: string;
      changes: { before: { name: string; status: string } | null; after: { status: string } | null };
    }>(
      t,
      `SELECT action, changes FROM admin_audit_log WHERE entity_type = 'challenge' AND entity_id = $1 ORDER BY id`,
      [String(created.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete', 'restore']);
    expect(audit[1]!.changes.before).toMatchObject({ name: 'Reto de la gratitud', status: 'draft' });
    expect(audit[1]!.changes.after).toMatchObject({
      name: 'Reto de la gratitud profunda',
      status: 'published',
    });
    expect(audit[2]!.changes.after).toBeNull();
    expect(audit[3]!.changes.before).toBeNull();
  });

  it('should make slugs from names, unique among live challenges, and refuse a slug that is taken', async () => {
    const first = await create(valid('Días de Sanación'));
    const second = await create(valid('Días de sanación'));
    const third = await create(valid('¡¡Días de sanación!!'));
    expect([first.slug, second.slug, third.slug]).toEqual([
      'dias-de-sanacion',
      'dias-de-sanacion-2',
      'dias-de-sanacion-3',
    ]);
    expect((await create(valid('¡¡¡'))).slug).toBe('reto');

    const before = await auditCount();
    const taken = await t.http
      .post('/api/admin/challenges')
      .set(as(admin))
      .send({ ...valid('Otro reto'), slug: 'dias-de-sanacion' })
      .expect(409);
    expect(taken.body.message).toBe('Ya existe un reto con ese slug');
    const renamed = await t.http
      .put(`/api/admin/challenges/${third.id}`)
      .set(as(admin))
      .send({ ...valid('Días de sanación'), slug: 'dias-de-sanacion-2' })
      .expect(409);
    expect(renamed.body.message).toBe(ADMIN_MESSAGES.challengeSlugDuplicate);
    expect(await auditCount()).toBe(before);

    // A deleted challenge's slug is free again, and its 'Deshacer' then meets it taken.
    await t.http.delete(`/api/admin/challenges/${first.id}`).set(as(admin)).expect(200);
    expect((await create(valid('Días de sanación'))).slug).toBe('dias-de-sanacion');
    const restored = await t.http
      .post(`/api/admin/challenges/${first.id}/restore`)
      .set(as(admin))
      .expect(409);
    expect(restored.body.message).toBe('Ya existe un reto con ese slug');
  });

  it('should hide a draft from /api/content and refuse to let anyone join it', async () => {
    const draft = await create({ ...valid('Reto en preparación'), status: 'draft' });
    await t.http.put(`/api/admin/challenges/${draft.id}/days/1`).set(as(admin)).send(day()).expect(200);
    const client = (await registerClient(t)).sessionId;

    let bundle = (await t.http.get('/api/content').expect(200)).body;
    expect(bundle.challenges.some((c: Challenge) => c.id === draft.id)).toBe(false);
    expect(bundle.challengeDetails.some((d: { challengeId: number }) => d.challengeId === draft.id)).toBe(
      false,
    );
    const join = await t.http.post(`/api/challenges/${draft.id}/join`).set(as(client)).send({}).expect(404);
    expect(join.body.message).toBe('Reto no encontrado');
    await t.http.get(`/api/challenges/${draft.id}/days`).expect(404);

    await t.http
      .put(`/api/admin/challenges/${draft.id}`)
      .set(as(admin))
      .send({ ...valid('Reto en preparación'), status: 'published' })
      .expect(200);
    bundle = (await t.http.get('/api/content').expect(200)).body;
    expect(bundle.challenges.find((c: Challenge) => c.id === draft.id)).toMatchObject({
      name: 'Reto en preparación',
      totalDays: 5,
      isPremium: false,
    });
    const days = (await t.http.get(`/api/challenges/${draft.id}/days`).expect(200)).body;
    expect(days).toHaveLength(1);
    expect(days[0].sections.map((s: { number: number; meta: string }) => [s.number, s.meta])).toEqual([
      [1, 'video'],
      [2, 'journal'],
    ]);
    await t.http.post(`/api/challenges/${draft.id}/join`).set(as(client)).send({}).expect(200);
  });

  it('should keep a person’s progress when a challenge is deleted and restored', async () => {
    const challenge = await create(valid('Reto con participantes'));
    await t.http.put(`/api/admin/challenges/${challenge.id}/days/1`).set(as(admin)).send(day()).expect(200);
    const client = (await registerClient(t)).sessionId;
    await t.http.post(`/api/challenges/${challenge.id}/join`).set(as(client)).send({}).expect(200);
    const [firstDay] = (await t.http.get(`/api/challenges/${challenge.id}/days`).expect(200)).body;
    await t.http
      .post(`/api/challenges/${challenge.id}/days/${firstDay.id}/sections/1/complete`)
      .set(as(client))
      .expect(200);
    const progress = () =>
      queryDb(
        t,
        `SELECT p.is_active, p.current_day, (SELECT count(*)::int FROM challenge_section_completions c
                 WHERE c.challenge_id = p.challenge_id AND c.user_id = p.user_id) AS completions
           FROM user_challenge_progress p WHERE p.challenge_id = $1`,
        [challenge.id],
      );
    const before = await progress();
    expect(before).toEqual([{ is_active: true, current_day: 1, completions: 1 }]);

    await t.http.delete(`/api/admin/challenges/${challenge.id}`).set(as(admin)).expect(200);
    await t.http.get(`/api/challenges/${challenge.id}/days`).expect(404);
    expect(await progress()).toEqual(before);

    await t.http.post(`/api/admin/challenges/${challenge.id}/restore`).set(as(admin)).expect(200);
    expect(await progress()).toEqual(before);
    const completions = await t.http
      .get(`/api/challenges/${challenge.id}/completions`)
      .set(as(client))
      .expect(200);
    expect(completions.body).toEqual([{ dayId: firstDay.id, sectionNumber: 1 }]);
  });

  it('should not lock a person out of challenges when their active one is withdrawn', async () => {
    const withdrawn = await create(valid('Reto que se retira'));
    const other = await create(valid('Reto que sigue'));
    for (const c of [withdrawn, other])
      await t.http.put(`/api/admin/challenges/${c.id}/days/1`).set(as(admin)).send(day()).expect(200);
    const client = (await registerClient(t)).sessionId;
    await t.http.post(`/api/challenges/${withdrawn.id}/join`).set(as(client)).send({}).expect(200);

    await t.http.delete(`/api/admin/challenges/${withdrawn.id}`).set(as(admin)).expect(200);
    const active = await t.http.get('/api/challenges/active').set(as(client)).expect(200);
    expect(active.body).toEqual({ activeChallenge: null });
    await t.http.post(`/api/challenges/${other.id}/join`).set(as(client)).send({}).expect(200);
    const now = await t.http.get('/api/challenges/active').set(as(client)).expect(200);
    expect(now.body.activeChallenge.challengeId).toBe(other.id);

    // A withdrawn challenge someone is still doing can be left without it being published.
    const second = (await registerClient(t)).sessionId;
    await t.http.post(`/api/challenges/${other.id}/join`).set(as(second)).send({}).expect(200);
    await t.http
      .put(`/api/admin/challenges/${other.id}`)
      .set(as(admin))
      .send({ ...valid('Reto que sigue'), status: 'draft' })
      .expect(200);
    await t.http.post(`/api/challenges/${other.id}/leave`).set(as(second)).send({}).expect(200);
    await t.http.post(`/api/challenges/${other.id}/leave`).set(as(second)).send({}).expect(404);
  });

  it('should write, replace, delete and restore a day, audited with the challenge’s name and the day', async () => {
    const challenge = await create(valid('Reto de los días'));
    const audio = await uploadedAudio('Gracias al despertar.mp3');
    expect(audio.originalName).toBe('Gracias al despertar.mp3');
    const written = await t.http
      .put(`/api/admin/challenges/${challenge.id}/days/2`)
      .set(as(admin))
      .send({
        ...day(),
        sections: [
          ...day().sections.slice(0, 2),
          {
            meta: 'audio',
            title: 'Escucha',
            audioPath: audio.url,
            audioOriginalName: audio.originalName,
            audioSize: audio.size,
          },
          {
            meta: 'document',
            title: 'Lectura',
            content: 'Un texto breve.',
            url: 'https://inhala.app/lectura',
          },
        ],
      })
      .expect(200);
    expect(written.body).toMatchObject({
      challengeId: challenge.id,
      dayNumber: 2,
      moduleTitle: 'Agradecer al despertar',
      audioOriginalName: 'Gracias al despertar.mp3',
      audioSize: audio.size,
    });
    expect(written.body.sections[2]).toEqual({
      meta: 'audio',
      title: 'Escucha',
      content: null,
      url: null,
      audioPath: audio.url,
      audioOriginalName: 'Gracias al despertar.mp3',
      audioSize: audio.size,
    });
    // Subscribers hear it through the day list; leads, visitors and the public bundle never see
    // where the file is (premium, like the meditations' files).
    await t.http
      .put(`/api/admin/challenges/${challenge.id}`)
      .set(as(admin))
      .send(valid('Reto de los días'))
      .expect(200);
    const client = (await registerClient(t)).sessionId;
    const lead = (await registerUser(t.fromNewAddress())).sessionId;
    const daysFor = async (sessionId?: string) => {
      const req = t.http.get(`/api/challenges/${challenge.id}/days`);
      const res = await (sessionId ? req.set(as(sessionId)) : req).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['vary']).toMatch(/X-Session-Id/i);
      return res.body as Array<{ sections: Array<Record<string, unknown>> }>;
    };
    for (const sessionId of [client, admin]) {
      const days = await daysFor(sessionId);
      expect(days[0]!.sections[2]).toMatchObject({ number: 3, meta: 'audio', audioPath: audio.url });
      expect(days[0]!.sections[0]).toMatchObject({ meta: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' });
      expect(days[0]).toMatchObject({ audioOriginalName: 'Gracias al despertar.mp3', audioSize: audio.size });
    }
    for (const sessionId of [undefined, lead]) {
      const days = await daysFor(sessionId);
      expect(days[0]!.sections.map((s) => [s.meta, s.title, s.url, s.audioPath])).toEqual([
        ['video', 'Práctica guiada', null, null],
        ['journal', 'Tu reflexión', null, null],
        ['audio', 'Escucha', null, null],
        ['document', 'Lectura', null, null],
      ]);
    }
    const bundle = await t.http.get('/api/content').expect(200);
    expect(bundle.text).not.toContain(audio.url);
    expect(bundle.text).not.toContain('youtu.be/dQw4w9WgXcQ');
    await t.http
      .get(audio.url)
      .expect(200)
      .expect('content-type', /audio\/mpeg/);
    expect(written.body.sections[3].meta).toBe('document');

    const replaced = await t.http
      .put(`/api/admin/challenges/${challenge.id}/days/2`)
      .set(as(admin))
      .send(day('Agradecer al anochecer'))
      .expect(200);
    expect(replaced.body.id).toBe(written.body.id);
    expect(replaced.body.sections.map((s: { meta: string | null }) => s.meta)).toEqual([
      'video',
      'journal',
      null,
      null,
    ]);
    expect(replaced.body.sections[2]).toMatchObject({
      title: null,
      audioPath: null,
      audioOriginalName: null,
    });
    expect(replaced.body).toMatchObject({ audioOriginalName: null, audioSize: null });

    const listed = await t.http.get(`/api/admin/challenges/${challenge.id}/days`).set(as(admin)).expect(200);
    expect(listed.body.map((d: { dayNumber: number }) => d.dayNumber)).toEqual([2]);
    expect((await t.http.get(`/api/admin/challenges/${challenge.id}`).set(as(admin))).body.dayCount).toBe(1);
    await t.http.get(`/api/admin/challenges/${challenge.id}/days/1`).set(as(admin)).expect(404);

    const removed = await t.http
      .delete(`/api/admin/challenges/${challenge.id}/days/2`)
      .set(as(admin))
      .expect(200);
    expect(removed.body.moduleTitle).toBe('Agradecer al anochecer');
    await t.http.get(`/api/admin/challenges/${challenge.id}/days/2`).set(as(admin)).expect(404);
    await t.http.delete(`/api/admin/challenges/${challenge.id}/days/2`).set(as(admin)).expect(404);
    await t.http.post(`/api/admin/challenges/${challenge.id}/days/2/restore`).set(as(admin)).expect(200);
    await t.http.post(`/api/admin/challenges/${challenge.id}/days/2/restore`).set(as(admin)).expect(404);
    const back = await t.http.get(`/api/admin/challenges/${challenge.id}/days/2`).set(as(admin)).expect(200);
    expect(back.body).toMatchObject({ id: written.body.id, moduleTitle: 'Agradecer al anochecer' });

    // Writing a deleted day again brings back its row, so people's completions stay attached.
    await t.http.delete(`/api/admin/challenges/${challenge.id}/days/2`).set(as(admin)).expect(200);
    const rewritten = await t.http
      .put(`/api/admin/challenges/${challenge.id}/days/2`)
      .set(as(admin))
      .send(day('Otra vez'))
      .expect(200);
    expect(rewritten.body.id).toBe(written.body.id);

    const audit = await queryDb<{
      action: string;
      entity_id: string;
      entity_name: string;
      changes: { before: { moduleTitle: string } | null; after: { moduleTitle: string } | null };
    }>(
      t,
      `SELECT action, entity_id, entity_name, changes FROM admin_audit_log
        WHERE entity_type = 'challenge_day' AND entity_id = $1 ORDER BY id`,
      [String(written.body.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete', 'restore', 'delete', 'create']);
    expect(new Set(audit.map((a) => a.entity_name))).toEqual(new Set(['Reto de los días · Día 2']));
    expect(audit[1]!.changes.before?.moduleTitle).toBe('Agradecer al despertar');
    expect(audit[1]!.changes.after?.moduleTitle).toBe('Agradecer al anochecer');
    expect(audit[2]!.changes.after).toBeNull();
  });

  it.each([['0'], ['6'], ['-1'], ['366']])(
    'should refuse day %s of a 5-day challenge with a Spanish 400',
    async (dayNumber) => {
      const challenge = await create(valid(`Reto de cinco días ${dayNumber}`));
      const before = await auditCount();
      const message = 'El día debe ser un número de 1 a 5';
      const put = await t.http
        .put(`/api/admin/challenges/${challenge.id}/days/${dayNumber}`)
        .set(as(admin))
        .send(day())
        .expect(400);
      expect(put.body.message).toBe(message);
      for (const res of [
        await t.http.get(`/api/admin/challenges/${challenge.id}/days/${dayNumber}`).set(as(admin)),
        await t.http.delete(`/api/admin/challenges/${challenge.id}/days/${dayNumber}`).set(as(admin)),
        await t.http.post(`/api/admin/challenges/${challenge.id}/days/${dayNumber}/restore`).set(as(admin)),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
      expect(await auditCount()).toBe(before);
    },
  );

  it('should answer a day path that is not a number, or of no challenge, with a Spanish 4xx', async () => {
    const challenge = await create(valid('Reto de rutas'));
    const bad = await t.http.get(`/api/admin/challenges/${challenge.id}/days/dos`).set(as(admin)).expect(400);
    expect(bad.body.message).toBe('El día debe ser un número entero');
    const none = await t.http
      .put('/api/admin/challenges/999999/days/1')
      .set(as(admin))
      .send(day())
      .expect(404);
    expect(none.body.message).toBe('Este elemento no existe o ya fue eliminado');
    await t.http.get('/api/admin/challenges/999999/days').set(as(admin)).expect(404);
  });

  it('should refuse fewer total days than the last day written', async () => {
    const challenge = await create(valid('Reto que encoge'));
    await t.http.put(`/api/admin/challenges/${challenge.id}/days/4`).set(as(admin)).send(day()).expect(200);
    const refused = await t.http
      .put(`/api/admin/challenges/${challenge.id}`)
      .set(as(admin))
      .send({ ...valid('Reto que encoge'), totalDays: 3 })
      .expect(400);
    expect(refused.body.message).toBe(
      'El reto tiene contenido hasta el día 4: borra esos días antes de reducir el número de días',
    );
    expect((await t.http.get(`/api/admin/challenges/${challenge.id}`).set(as(admin))).body.totalDays).toBe(5);
    await t.http.delete(`/api/admin/challenges/${challenge.id}/days/4`).set(as(admin)).expect(200);
    await t.http
      .put(`/api/admin/challenges/${challenge.id}`)
      .set(as(admin))
      .send({ ...valid('Reto que encoge'), totalDays: 3 })
      .expect(200);
    // The deleted day 4 is now out of range: 'Deshacer' cannot bring it back beyond the end.
    const restore = await t.http
      .post(`/api/admin/challenges/${challenge.id}/days/4/restore`)
      .set(as(admin))
      .expect(400);
    expect(restore.body.message).toBe('El día debe ser un número de 1 a 3');
  });

  it.each([
    ['a blank name', { name: ' ' }, 'El nombre es requerido'],
    ['a name that is not text', { name: 3 }, 'El nombre es requerido'],
    ['a long name', { name: 'n'.repeat(201) }, 'El nombre no puede superar los 200 caracteres'],
    ['a blank short description', { shortDesc: '' }, 'La descripción corta es requerida'],
    ['no short description', { shortDesc: undefined }, 'La descripción corta es requerida'],
    ['no total days', { totalDays: undefined }, 'El número de días debe ser mayor a 0'],
    ['zero days', { totalDays: 0 }, 'El número de días debe ser mayor a 0'],
    ['too many days', { totalDays: 366 }, 'El número de días debe ser mayor a 0'],
    ['a bad slug', { slug: 'Con Espacios' }, 'El slug solo puede tener minúsculas, números y guiones'],
    ['a bad image', { imageUrl: 'ftp://x/y.png' }, 'La imagen debe ser una URL https o un archivo subido'],
    [
      'a bad welcome video',
      { welcomeVideoUrl: 'https://example.com/v' },
      'El enlace de video debe ser de YouTube o Vimeo',
    ],
    [
      'a premium flag that is not a boolean',
      { isPremium: 'sí' },
      'El indicador premium debe ser verdadero o falso',
    ],
    ['a bad status', { status: 'live' }, 'El estado debe ser borrador, publicado o archivado'],
    [
      'a missing upload',
      { imageUrl: '/uploads/00000000-0000-4000-8000-000000000000.png' },
      'El archivo subido ya no está disponible. Súbelo de nuevo.',
    ],
  ])('should refuse a challenge with %s and write nothing', async (_label, change, message) => {
    const before = await auditCount();
    const res = await t.http
      .post('/api/admin/challenges')
      .set(as(admin))
      .send({ ...valid('Reto inválido'), ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await auditCount()).toBe(before);
  });

  const section = (change: object) => ({
    ...day(),
    sections: [{ meta: 'video', title: 'Video', ...change }, unused, unused, unused],
  });
  it.each([
    ['a blank module title', { moduleTitle: '  ' }, 'El título del módulo es requerido'],
    ['no module title', { moduleTitle: undefined }, 'El título del módulo es requerido'],
    ['three sections', { sections: [unused, unused, unused] }, 'Un día tiene exactamente 4 secciones'],
    [
      'five sections',
      { sections: [unused, unused, unused, unused, unused] },
      'Un día tiene exactamente 4 secciones',
    ],
    ['sections that are not a list', { sections: 'todas' }, 'Un día tiene exactamente 4 secciones'],
    [
      'a section that is not an object',
      { sections: [1, unused, unused, unused] },
      'Un día tiene exactamente 4 secciones',
    ],
    ['an unknown section kind', section({ meta: 'podcast' }), 'El tipo de sección no es válido'],
    ['a used section with no title', section({ title: '' }), 'Cada sección usada necesita un título'],
    [
      'a video that is not YouTube or Vimeo',
      section({ url: 'https://example.com/v' }),
      'El enlace de video debe ser de YouTube o Vimeo',
    ],
    [
      'a document link that is not https',
      section({ meta: 'document', url: 'http://example.com' }),
      'El enlace debe empezar por https://',
    ],
    [
      'an audio not uploaded to Inhala',
      section({ meta: 'audio', audioPath: 'https://example.com/a.mp3' }),
      'El archivo debe estar subido a Inhala (/uploads/...)',
    ],
    [
      'an audio upload that is gone',
      section({ meta: 'audio', audioPath: '/uploads/00000000-0000-4000-8000-000000000000.mp3' }),
      'El archivo subido ya no está disponible. Súbelo de nuevo.',
    ],
    [
      'a negative audio size',
      section({ meta: 'audio', audioSize: -4 }),
      'El tamaño del audio debe ser un número entero de 0 en adelante',
    ],
    [
      'a long audio name',
      section({ meta: 'audio', audioOriginalName: 'a'.repeat(256) }),
      'El nombre del audio no puede superar los 255 caracteres',
    ],
    [
      'a long section title',
      section({ title: 't'.repeat(201) }),
      'El título de la sección no puede superar los 200 caracteres',
    ],
    [
      'a long link',
      section({ meta: 'document', url: `https://e.com/${'a'.repeat(1000)}` }),
      'El enlace no puede superar los 1000 caracteres',
    ],
  ])('should refuse a day with %s and write nothing', async (_label, change, message) => {
    const challenge = await create(valid(`Reto para días inválidos ${_label}`));
    const before = await auditCount();
    const res = await t.http
      .put(`/api/admin/challenges/${challenge.id}/days/1`)
      .set(as(admin))
      .send({ ...day(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await auditCount()).toBe(before);
    await t.http.get(`/api/admin/challenges/${challenge.id}/days/1`).set(as(admin)).expect(404);
  });

  it('should answer 403 to clients and leads and 401 to visitors', async () => {
    for (const email of ['cliente@inhala.local', 'lead@inhala.local']) {
      const sessionId = await signIn(t.http, email);
      await t.http.get('/api/admin/challenges').set(as(sessionId)).expect(403);
      await t.http.post('/api/admin/challenges').set(as(sessionId)).send(valid()).expect(403);
      await t.http.get('/api/admin/challenges/1/days').set(as(sessionId)).expect(403);
      await t.http.put('/api/admin/challenges/1/days/1').set(as(sessionId)).send(day()).expect(403);
      await t.http.delete('/api/admin/challenges/1/days/1').set(as(sessionId)).expect(403);
    }
    await t.http.get('/api/admin/challenges/1').expect(401);
    await t.http.delete('/api/admin/challenges/1').expect(401);
    await t.http.put('/api/admin/challenges/1/days/1').send(day()).expect(401);
    await t.http.post('/api/admin/challenges/1/days/1/restore').expect(401);
  });
});
