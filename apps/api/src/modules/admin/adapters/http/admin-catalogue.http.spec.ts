import { ADMIN_MESSAGES, type SyncResult } from '@inhala/domain';
import { queryDb, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';

/** Row counts of every table a sync may write, and of the audit log. */
const TABLES = [
  'meditations',
  'categories',
  'keywords',
  'types',
  'meditation_categories',
  'meditation_keywords',
  'meditation_types',
  'archangels',
  'oracle_cards',
  'challenges',
  'challenge_days',
  'admin_audit_log',
];

/** A small catalogue file in the bulk-import shapes: something of every list. */
const catalogueFile = () => ({
  categories: [{ name: 'Sincronía', imageUrl: 'https://images.example/sincronia.png' }],
  keywords: [{ name: 'Presencia' }, { name: 'Calma' }],
  types: [{ name: 'Guiada' }],
  archangels: [{ name: 'Arcángel de Prueba', topic: 'Pruebas', description: 'Cuida los datos.' }],
  meditations: [
    {
      slug: 'sincronia-respira',
      name: 'Respira en sincronía',
      description: 'Una práctica para volver al ritmo propio.',
      duration: 12,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      journalPrompt: '¿Qué ritmo te pide hoy el cuerpo?',
      isNew: true,
      categories: ['Sincronía', 'Calma'],
      keywords: ['Presencia', 'Calma'],
      types: ['Guiada'],
    },
    {
      slug: 'sincronia-pausa',
      name: 'Una pausa en sincronía',
      description: 'Cinco minutos para parar.',
      duration: 5,
      categories: ['Sincronía'],
      keywords: ['Presencia'],
      types: ['Pasiva'],
    },
  ],
  oracleCards: [
    {
      name: 'Carta sincronizada',
      description: 'Todo llega a su tiempo.',
      explanation: 'Confía en el orden de las cosas.',
      arcangelName: 'Arcángel de Prueba',
    },
  ],
  challenges: [
    { slug: 'reto-sincronia', name: 'Reto de sincronía', shortDesc: 'Tres días de ritmo.', totalDays: 3 },
  ],
  challengeDetails: [
    {
      challengeSlug: 'reto-sincronia',
      dayNumber: 1,
      moduleTitle: 'El primer compás',
      preview: 'Empezamos.',
      sections: [
        { meta: 'video', title: 'Práctica', url: 'https://vimeo.com/123456' },
        { meta: 'journal', title: 'Reflexión', content: '¿Qué notaste?' },
      ],
    },
  ],
});

describe('admin refresh-data and catalogue sync API', () => {
  let t: TestApp;
  let admin: string;
  const as = (sessionId: string) => ({ 'x-session-id': sessionId });

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of TABLES)
      out[table] = (await queryDb<{ n: number }>(t, `SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
    return out;
  };
  const sync = (body: object, dryRun?: boolean) =>
    t.http
      .post('/api/admin/sync')
      .set(as(admin))
      .send(dryRun === undefined ? body : { ...body, dryRun });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.http, 'admin@inhala.local');
  });
  afterAll(() => t.close());

  it('should answer 403 to clients and leads and 401 to visitors on every call', async () => {
    const calls = [
      ['post', '/api/admin/refresh-data'],
      ['post', '/api/admin/sync'],
      ['get', '/api/admin/audit'],
    ] as const;
    for (const email of ['cliente@inhala.local', 'lead@inhala.local']) {
      const sessionId = await signIn(t.fromNewAddress(), email);
      for (const [method, path] of calls) {
        const res = await t.http[method](path).set(as(sessionId)).send({}).expect(403);
        expect(res.body.message).toBe('No tienes permiso para realizar esta acción');
      }
    }
    for (const [method, path] of calls) await t.http[method](path).send({}).expect(401);
  });

  it('should rebuild the content bundle, answer its stats and be repeatable', async () => {
    const before = await t.http.get('/api/content').expect(200);
    // Written behind the API's back: only a refresh brings it into the bundle.
    await queryDb(
      t,
      `INSERT INTO meditations (name, slug, duration) VALUES ('Refresco', 'refresco-datos', '7 min')`,
    );
    const stale = await t.http.get('/api/content').expect(200);
    expect(stale.headers.etag).toBe(before.headers.etag);

    const first = await t.http.post('/api/admin/refresh-data').set(as(admin)).expect(200);
    const bundle = await t.http.get('/api/content').expect(200);
    expect(bundle.headers.etag).not.toBe(before.headers.etag);
    expect(first.body).toEqual({
      stats: {
        meditations: bundle.body.meditations.length,
        challenges: bundle.body.challenges.length,
        oracleCards: bundle.body.oracleCards.length,
      },
    });
    expect(first.body.stats.meditations).toBe(before.body.meditations.length + 1);

    const again = await t.http.post('/api/admin/refresh-data').set(as(admin)).expect(200);
    expect(again.body).toEqual(first.body);
    expect((await t.http.get('/api/content').expect(200)).headers.etag).toBe(bundle.headers.etag);
  });

  it('should answer a dry run with what would change and write nothing', async () => {
    const before = await counts();
    const res = await sync(catalogueFile(), true).expect(200);
    const result = res.body as SyncResult;
    expect(result.dryRun).toBe(true);
    expect(result.summary).toEqual({
      meditationsUpserted: 2,
      categoriesUpserted: 1,
      keywordsUpserted: 1, // 'Calma' is a seeded keyword already
      typesUpserted: 1,
      challengesUpserted: 1,
      challengeDetailsUpserted: 1,
      oracleCardsUpserted: 1,
      archangelsUpserted: 1,
    });
    expect(result.changes.meditations).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      createdKeys: ['sincronia-respira', 'sincronia-pausa'],
      updatedKeys: [],
    });
    expect(result.changes.keywords).toMatchObject({ created: 1, unchanged: 1, createdKeys: ['Presencia'] });
    expect(await counts()).toEqual(before);

    // Without dryRun in the body, a sync is a dry run too.
    const implicit = await sync(catalogueFile()).expect(200);
    expect(implicit.body).toEqual(result);
    expect(await counts()).toEqual(before);
  });

  it('should write the file once in one transaction, with one audit entry, and upsert nothing the second time', async () => {
    const before = await counts();
    const dry = (await sync(catalogueFile(), true).expect(200)).body as SyncResult;
    const real = (await sync(catalogueFile(), false).expect(200)).body as SyncResult;
    expect(real.dryRun).toBe(false);
    expect(real.summary).toEqual(dry.summary);
    expect(real.changes).toEqual(dry.changes);
    expect(real.summary.meditationsUpserted).toBe(2);

    const after = await counts();
    expect(after['meditations']).toBe(before['meditations']! + 2);
    expect(after['challenge_days']).toBe(before['challenge_days']! + 1);
    expect(after['admin_audit_log']).toBe(before['admin_audit_log']! + 1);
    const [entry] = await queryDb<{ action: string; entity_type: string; changes: { after: SyncResult } }>(
      t,
      `SELECT action, entity_type, changes FROM admin_audit_log ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toMatchObject({ action: 'sync', entity_type: 'catalogue' });
    expect(entry!.changes.after.summary).toEqual(real.summary);

    const [links] = await queryDb<{ categories: string[]; keywords: string[]; duration: string }>(
      t,
      `SELECT m.duration,
              ARRAY(SELECT c.name FROM meditation_categories mc JOIN categories c ON c.id = mc.category_id
                     WHERE mc.meditation_id = m.id ORDER BY c.name) AS categories,
              ARRAY(SELECT k.name FROM meditation_keywords mk JOIN keywords k ON k.id = mk.keyword_id
                     WHERE mk.meditation_id = m.id ORDER BY k.name) AS keywords
         FROM meditations m WHERE m.slug = 'sincronia-respira' AND m.deleted_at IS NULL`,
    );
    expect(links).toEqual({
      duration: '12 min',
      categories: ['Calma', 'Sincronía'],
      keywords: ['Calma', 'Presencia'],
    });

    // The change reaches people at once.
    const bundle = await t.http.get('/api/content').expect(200);
    const synced = bundle.body.meditations.find((m: { slug: string }) => m.slug === 'sincronia-respira');
    expect(synced).toMatchObject({ name: 'Respira en sincronía', isNew: true, type: 'Guiada' });
    expect(bundle.body.oracleCards.some((c: { name: string }) => c.name === 'Carta sincronizada')).toBe(true);
    const challenge = bundle.body.challenges.find((c: { slug: string }) => c.slug === 'reto-sincronia');
    const day = bundle.body.challengeDetails.find(
      (d: { challengeId: number }) => d.challengeId === challenge.id,
    );
    expect(day.sections.map((s: { meta: string }) => s.meta)).toEqual(['video', 'journal']);

    const second = (await sync(catalogueFile(), false).expect(200)).body as SyncResult;
    expect(Object.values(second.summary).every((n) => n === 0)).toBe(true);
    expect(second.changes.meditations).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(second.changes.challengeDetails).toMatchObject({ unchanged: 1 });
    const third = await counts();
    expect({ ...third, admin_audit_log: 0 }).toEqual({ ...after, admin_audit_log: 0 });
    expect(third['admin_audit_log']).toBe(after['admin_audit_log']! + 1);
  });

  it('should change only what differs, and keep what the file leaves out', async () => {
    const file = catalogueFile();
    file.meditations[1]!.name = 'Una pausa nueva';
    file.meditations[1]!.keywords = ['Presencia', 'Calma'];
    const { journalPrompt: _left, ...withoutPrompt } = file.meditations[0]!;
    const body = { meditations: [withoutPrompt, file.meditations[1]!] };
    const dry = (await sync(body, true).expect(200)).body as SyncResult;
    expect(dry.changes.meditations).toEqual({
      created: 0,
      updated: 1,
      unchanged: 1,
      createdKeys: [],
      updatedKeys: ['sincronia-pausa'],
    });
    const real = (await sync(body, false).expect(200)).body as SyncResult;
    expect(real.summary.meditationsUpserted).toBe(1);
    const [row] = await queryDb<{ name: string; prompt: string | null }>(
      t,
      `SELECT (SELECT name FROM meditations WHERE slug = 'sincronia-pausa' AND deleted_at IS NULL) AS name,
              (SELECT journal_prompt FROM meditations WHERE slug = 'sincronia-respira' AND deleted_at IS NULL) AS prompt`,
    );
    expect(row).toEqual({ name: 'Una pausa nueva', prompt: '¿Qué ritmo te pide hoy el cuerpo?' });
  });

  it.each([
    [
      'a broken domain rule',
      { meditations: [{ ...catalogueFile().meditations[0]!, slug: 'otra-mas', duration: 0 }] },
      `Error de sincronización: meditations[0] «otra-mas»: ${ADMIN_MESSAGES.durationPositive}`,
    ],
    [
      'a category that exists nowhere, after items that would have been written',
      {
        categories: [{ name: 'Categoría efímera' }],
        meditations: [{ ...catalogueFile().meditations[1]!, slug: 'otra-mas', categories: ['No existe'] }],
      },
      'Error de sincronización: meditations[0] «otra-mas»: La categoría «No existe» no existe',
    ],
    [
      'a card whose archangel exists nowhere',
      {
        archangels: [{ name: 'Arcángel efímero' }],
        oracleCards: [{ ...catalogueFile().oracleCards[0]!, name: 'Otra carta', arcangelName: 'Nadie' }],
      },
      'Error de sincronización: oracleCards[0] «Otra carta»: El arcángel «Nadie» no existe',
    ],
    [
      'a day beyond the challenge',
      { challengeDetails: [{ challengeSlug: 'reto-sincronia', dayNumber: 4, moduleTitle: 'De más' }] },
      'Error de sincronización: challengeDetails[0] «reto-sincronia día 4»: el reto solo tiene 3 días',
    ],
    [
      'an upload that is not there',
      { categories: [{ name: 'Con imagen perdida', imageUrl: '/uploads/no-existe.png' }] },
      'Error de sincronización: categories[0] «Con imagen perdida»: El archivo subido ya no está disponible. Súbelo de nuevo.',
    ],
  ])('should refuse %s with the item and the reason, writing nothing', async (_, body, message) => {
    const before = await counts();
    for (const dryRun of [true, false]) {
      const res = await sync(body, dryRun).expect(400);
      expect(res.body).toMatchObject({ errorCode: 'ADMIN.SYNC_INVALID', message });
    }
    expect(await counts()).toEqual(before);
  });

  it('should refuse fewer total days than the last day written, as the editor does', async () => {
    const challenge = { slug: 'reto-recorte', name: 'Reto recortado', shortDesc: 'Tres días.', totalDays: 3 };
    await sync(
      {
        challenges: [challenge],
        challengeDetails: [{ challengeSlug: 'reto-recorte', dayNumber: 3, moduleTitle: 'El último día' }],
      },
      false,
    ).expect(200);
    const before = await counts();
    const res = await sync({ challenges: [{ ...challenge, totalDays: 2 }] }, false).expect(400);
    expect(res.body.message).toBe(
      `Error de sincronización: challenges[0] «reto-recorte»: ${ADMIN_MESSAGES.totalDaysBelowWrittenDays(3)}`,
    );
    expect(await counts()).toEqual(before);
  });

  it('should take a catalogue file larger than other bodies, up to 10 MB', async () => {
    const many = Array.from({ length: 400 }, (_, i) => ({
      ...catalogueFile().meditations[1]!,
      slug: `grande-${i}`,
      description: 'Una descripción larga. '.repeat(40),
    }));
    const res = await sync({ meditations: many }, true).expect(200);
    expect(res.body.summary.meditationsUpserted).toBe(400);
    const tooBig = { meditations: [{ ...many[0], description: 'x'.repeat(11 * 1024 * 1024) }] };
    await sync(tooBig, true).expect(413);
    // Other calls keep their own limit.
    await t.http
      .put('/api/admin/oracle-cards/1')
      .set(as(admin))
      .send({ name: 'x', description: 'x'.repeat(300 * 1024) })
      .expect(413);
  });
});
