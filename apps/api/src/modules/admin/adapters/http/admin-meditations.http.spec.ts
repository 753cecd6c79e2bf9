import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ADMIN_MESSAGES, MEDITATION_MESSAGES } from '@inhala/domain';
import { queryDb, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';

const UPLOAD_MISSING = 'El archivo subido ya no está disponible. Súbelo de nuevo.';

interface BundleMeditation {
  id: number;
  name: string;
  mediaUrl: string | null;
  mediaType: string | null;
  duration: string | null;
}

describe('admin meditations API', () => {
  let t: TestApp;
  let admin: string;
  let lookups: { categories: number[]; keywords: number[]; types: number[] };
  const valid = (change: Record<string, unknown> = {}) => ({
    name: 'Respirar con el mar',
    description: 'Una práctica para volver a la calma.',
    duration: 12,
    categoryIds: [lookups.categories[0]],
    keywordIds: [lookups.keywords[0]],
    typeIds: [lookups.types[0]],
    ...change,
  });
  const as = (sessionId: string) => ({ 'x-session-id': sessionId });
  const auditCount = async () =>
    (await queryDb<{ n: number }>(t, `SELECT count(*)::int AS n FROM admin_audit_log`))[0]!.n;
  const bundle = async () =>
    (await t.http.get('/api/content').expect(200)).body.meditations as BundleMeditation[];
  /** A file as the upload endpoint leaves it: a server-made name under DATA_DIR/uploads. */
  const uploaded = (extension: string) => {
    const name = `${randomUUID()}.${extension}`;
    mkdirSync(join(t.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(t.dataDir, 'uploads', name), Buffer.from('ID3 not really audio'));
    return `/uploads/${name}`;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.http, 'admin@inhala.local');
    const first = async (table: string) =>
      (await queryDb<{ id: number }>(t, `SELECT id FROM ${table} ORDER BY id LIMIT 2`)).map((r) => r.id);
    lookups = {
      categories: await first('categories'),
      keywords: await first('keywords'),
      types: await first('types'),
    };
  });
  afterAll(() => t.close());

  it('should create, list, edit, delete and restore a meditation, each with its audit entry', async () => {
    const created = await t.http.post('/api/admin/meditations').set(as(admin)).send(valid()).expect(201);
    expect(created.body).toMatchObject({
      name: 'Respirar con el mar',
      slug: 'respirar-con-el-mar',
      duration: 12,
      status: 'published',
      isNew: false,
      categoryIds: [lookups.categories[0]],
      keywordIds: [lookups.keywords[0]],
      typeIds: [lookups.types[0]],
      tagIds: [],
      mediaUrl: null,
      mediaType: null,
    });
    const id = created.body.id as number;
    // Stored in the catalogue's own duration text; a new meditation goes to the end of the list.
    const [row] = await queryDb<{ duration: string; last: boolean }>(
      t,
      `SELECT duration, sort_order = (SELECT max(sort_order) FROM meditations WHERE deleted_at IS NULL) AS last
         FROM meditations WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ duration: '12 min', last: true });
    expect((await bundle()).find((m) => m.id === id)?.duration).toBe('12 min');

    const listed = await t.http.get('/api/admin/meditations?q=respirar-con-el').set(as(admin)).expect(200);
    expect(listed.body).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect(listed.body.items[0].id).toBe(id);
    await t.http.get(`/api/admin/meditations/${id}`).set(as(admin)).expect(200);

    const edited = await t.http
      .put(`/api/admin/meditations/${id}`)
      .set(as(admin))
      .send(
        valid({
          name: 'Respirar con el mar en calma',
          duration: 20,
          keywordIds: lookups.keywords,
          journalPrompt: '¿Qué te trajo el mar hoy?',
        }),
      )
      .expect(200);
    // The slug is kept on edit unless it is changed.
    expect(edited.body).toMatchObject({
      slug: 'respirar-con-el-mar',
      duration: 20,
      keywordIds: lookups.keywords,
      journalPrompt: '¿Qué te trajo el mar hoy?',
    });

    const removed = await t.http.delete(`/api/admin/meditations/${id}`).set(as(admin)).expect(200);
    expect(removed.body.name).toBe('Respirar con el mar en calma');
    await t.http.get(`/api/admin/meditations/${id}`).set(as(admin)).expect(404);
    expect((await bundle()).some((m) => m.id === id)).toBe(false);
    await t.http.post(`/api/admin/meditations/${id}/restore`).set(as(admin)).expect(200);
    await t.http.post(`/api/admin/meditations/${id}/restore`).set(as(admin)).expect(404);
    expect((await bundle()).some((m) => m.id === id)).toBe(true);

    const audit = await queryDb<{
      action: string;
      entity_name: string;
      changes: { before: { name: string; duration: number } | null; after: { duration: number } | null };
    }>(
      t,
      `SELECT action, entity_name, changes FROM admin_audit_log
        WHERE entity_type = 'meditation' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete', 'restore']);
    expect(audit[0]!.changes.before).toBeNull();
    expect(audit[1]!.changes.before).toMatchObject({ name: 'Respirar con el mar', duration: 12 });
    expect(audit[1]!.changes.after).toMatchObject({ duration: 20 });
    expect(audit[2]!.changes.after).toBeNull();
    expect(audit[3]!.entity_name).toBe('Respirar con el mar en calma');
  });

  it('should list by status and by page', async () => {
    const draft = await t.http
      .post('/api/admin/meditations')
      .set(as(admin))
      .send(valid({ name: 'Borrador de luna', status: 'draft' }))
      .expect(201);
    const drafts = await t.http.get('/api/admin/meditations?status=draft').set(as(admin)).expect(200);
    expect(drafts.body.items.map((m: { id: number }) => m.id)).toContain(draft.body.id);
    expect(drafts.body.items.every((m: { status: string }) => m.status === 'draft')).toBe(true);

    const page2 = await t.http.get('/api/admin/meditations?page=2&limit=5').set(as(admin)).expect(200);
    const all = await t.http.get('/api/admin/meditations?limit=10').set(as(admin)).expect(200);
    expect(page2.body).toMatchObject({ page: 2, limit: 5 });
    expect(page2.body.items.map((m: { id: number }) => m.id)).toEqual(
      all.body.items.slice(5, 10).map((m: { id: number }) => m.id),
    );
    expect(page2.body.total).toBeGreaterThan(190);
  });

  it('should show a draft only once it is published, with a new ETag after each edit', async () => {
    const first = await t.http.get('/api/content').expect(200);
    const etag = first.headers.etag as string;
    const created = await t.http
      .post('/api/admin/meditations')
      .set(as(admin))
      .send(valid({ name: 'Antes de publicar', status: 'draft' }))
      .expect(201);
    const id = created.body.id as number;
    // A draft changes nothing people see: the rebuilt bundle has the same ETag.
    await t.http.get('/api/content').set('If-None-Match', etag).expect(304);

    await t.http
      .put(`/api/admin/meditations/${id}`)
      .set(as(admin))
      .send(valid({ name: 'Antes de publicar', status: 'published' }))
      .expect(200);
    const published = await t.http.get('/api/content').set('If-None-Match', etag).expect(200);
    expect(published.headers.etag).not.toBe(etag);
    expect(published.body.meditations.some((m: { id: number }) => m.id === id)).toBe(true);
  });

  it('should make slugs from names, unique among live meditations, and refuse a taken one', async () => {
    const create = (change: Record<string, unknown>) =>
      t.http.post('/api/admin/meditations').set(as(admin)).send(valid(change));
    // 'Respiración del océano' is a seeded meditation: its slug is taken.
    const a = await create({ name: 'Respiración del Océano' }).expect(201);
    const b = await create({ name: 'Respiración del océano', slug: '' }).expect(201);
    expect([a.body.slug, b.body.slug]).toEqual(['respiracion-del-oceano-2', 'respiracion-del-oceano-3']);
    const symbols = await create({ name: '¡¡¡ !!!' }).expect(201);
    expect(symbols.body.slug).toBe('meditacion');

    const taken = await create({ name: 'Otra', slug: 'respiracion-del-oceano' }).expect(409);
    expect(taken.body).toMatchObject({
      errorCode: 'ADMIN.DUPLICATE',
      message: MEDITATION_MESSAGES.slugTaken,
    });
    const moved = await t.http
      .put(`/api/admin/meditations/${b.body.id}`)
      .set(as(admin))
      .send(valid({ name: 'Respiración del océano', slug: 'respiracion-del-oceano-2' }))
      .expect(409);
    expect(moved.body.message).toBe(MEDITATION_MESSAGES.slugTaken);

    const chosen = await t.http
      .put(`/api/admin/meditations/${b.body.id}`)
      .set(as(admin))
      .send(valid({ name: 'Respiración del océano', slug: 'oceano-interior' }))
      .expect(200);
    expect(chosen.body.slug).toBe('oceano-interior');
    // A deleted meditation frees its slug; bringing it back while another holds it is refused.
    await t.http.delete(`/api/admin/meditations/${a.body.id}`).set(as(admin)).expect(200);
    await create({ name: 'Respiración del océano' }).expect(201);
    const restore = await t.http
      .post(`/api/admin/meditations/${a.body.id}/restore`)
      .set(as(admin))
      .expect(409);
    expect(restore.body.message).toBe(MEDITATION_MESSAGES.slugTaken);
  });

  it('should edit a seeded meditation as it comes, generated artwork included', async () => {
    const list = await t.http.get('/api/admin/meditations?q=lluvia-dorada').set(as(admin)).expect(200);
    const seeded = list.body.items[0] as Record<string, unknown> & { id: number; imageUrl: string };
    expect(seeded.imageUrl).toBe('/api/art/meditation/lluvia-dorada.svg');
    const { id, updatedAt: _u, status: _s, sortOrder: _o, mediaType: _m, ...input } = seeded;
    const saved = await t.http
      .put(`/api/admin/meditations/${id}`)
      .set(as(admin))
      .send({ ...input, name: 'Lluvia dorada de otoño' })
      .expect(200);
    expect(saved.body).toMatchObject({
      name: 'Lluvia dorada de otoño',
      imageUrl: '/api/art/meditation/lluvia-dorada.svg',
      slug: 'lluvia-dorada',
    });
  });

  it('should keep an uploaded file with its kind and give it to the catalogue', async () => {
    const audio = uploaded('mp3');
    const created = await t.http
      .post('/api/admin/meditations')
      .set(as(admin))
      .send(valid({ name: 'Con audio', mediaUrl: audio }))
      .expect(201);
    expect(created.body).toMatchObject({ mediaUrl: audio, mediaType: 'audio' });
    // The public bundle says which player; the link itself is premium (GET /api/meditations/media).
    expect((await bundle()).find((m) => m.id === created.body.id)).toMatchObject({
      mediaUrl: null,
      mediaType: 'audio',
    });
    const media = (await t.http.get('/api/meditations/media').set(as(admin)).expect(200))
      .body as BundleMeditation[];
    expect(media.find((m) => m.id === created.body.id)).toMatchObject({
      mediaUrl: audio,
      mediaType: 'audio',
    });

    // webm may be either: the kind the upload answered decides.
    const video = uploaded('webm');
    const edited = await t.http
      .put(`/api/admin/meditations/${created.body.id}`)
      .set(as(admin))
      .send(valid({ name: 'Con video', mediaUrl: video, mediaType: 'video' }))
      .expect(200);
    expect(edited.body).toMatchObject({ mediaUrl: video, mediaType: 'video' });
    const cleared = await t.http
      .put(`/api/admin/meditations/${created.body.id}`)
      .set(as(admin))
      .send(valid({ name: 'Sin archivo', mediaUrl: null, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }))
      .expect(200);
    expect(cleared.body).toMatchObject({ mediaUrl: null, mediaType: null });
  });

  it.each([
    [{ name: '  ' }, ADMIN_MESSAGES.titleRequired],
    [{ name: undefined }, ADMIN_MESSAGES.titleRequired],
    [{ description: '' }, ADMIN_MESSAGES.descriptionRequired],
    [{ description: 7 }, ADMIN_MESSAGES.descriptionRequired],
    [{ duration: 0 }, ADMIN_MESSAGES.durationPositive],
    [{ duration: '10' }, ADMIN_MESSAGES.durationPositive],
    [{ categoryIds: [] }, ADMIN_MESSAGES.categoryRequired],
    [{ categoryIds: undefined }, ADMIN_MESSAGES.categoryRequired],
    [{ keywordIds: [] }, ADMIN_MESSAGES.keywordRequired],
    [{ typeIds: [] }, ADMIN_MESSAGES.typeRequired],
    [{ categoryIds: [999999] }, MEDITATION_MESSAGES.categoryUnknown],
    [{ keywordIds: ['x'] }, MEDITATION_MESSAGES.keywordUnknown],
    [{ typeIds: [2147483648] }, MEDITATION_MESSAGES.typeUnknown],
    [{ tagIds: [999999] }, MEDITATION_MESSAGES.tagUnknown],
    [{ slug: 'Con Espacios' }, ADMIN_MESSAGES.slugInvalid],
    [{ slug: 5 }, ADMIN_MESSAGES.slugInvalid],
    [{ videoUrl: 'https://example.com/v.mp4' }, ADMIN_MESSAGES.videoLinkInvalid],
    [{ mediaUrl: 'https://example.com/a.mp3' }, ADMIN_MESSAGES.uploadUrlInvalid],
    [{ mediaUrl: '/uploads/00000000-0000-4000-8000-000000000000.mp3' }, UPLOAD_MISSING],
    [{ mediaUrl: '/uploads/00000000-0000-4000-8000-000000000000.png' }, MEDITATION_MESSAGES.mediaTypeInvalid],
    [
      { mediaUrl: '/uploads/00000000-0000-4000-8000-000000000000.webm' },
      MEDITATION_MESSAGES.mediaTypeUnknown,
    ],
    [{ mediaType: 'image' }, MEDITATION_MESSAGES.mediaTypeInvalid],
    [{ imageUrl: 'javascript:alert(1)' }, ADMIN_MESSAGES.imageUrlInvalid],
    [{ status: 'gone' }, ADMIN_MESSAGES.statusInvalid],
    [{ sortOrder: -1 }, ADMIN_MESSAGES.sortOrderInvalid],
    [{ isNew: 'sí' }, 'La marca de nueva debe ser sí o no'],
  ])('should refuse %j with its Spanish message and write nothing', async (change, message) => {
    const before = await auditCount();
    const [{ n: meditations }] = (await queryDb<{ n: number }>(
      t,
      `SELECT count(*)::int AS n FROM meditations`,
    )) as [{ n: number }];
    const res = await t.http.post('/api/admin/meditations').set(as(admin)).send(valid(change));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await auditCount()).toBe(before);
    const [after] = await queryDb<{ n: number }>(t, `SELECT count(*)::int AS n FROM meditations`);
    expect(after!.n).toBe(meditations);
  });

  it('should refuse an edit with the same messages and leave the meditation as it was', async () => {
    const created = await t.http
      .post('/api/admin/meditations')
      .set(as(admin))
      .send(valid({ name: 'Intacta' }))
      .expect(201);
    const res = await t.http
      .put(`/api/admin/meditations/${created.body.id}`)
      .set(as(admin))
      .send(valid({ name: 'Cambiada', typeIds: [] }))
      .expect(400);
    expect(res.body.message).toBe(ADMIN_MESSAGES.typeRequired);
    const unknownLink = await t.http
      .put(`/api/admin/meditations/${created.body.id}`)
      .set(as(admin))
      .send(valid({ name: 'Cambiada', categoryIds: [999999] }))
      .expect(400);
    expect(unknownLink.body.message).toBe(MEDITATION_MESSAGES.categoryUnknown);
    const tooLong = await t.http
      .put(`/api/admin/meditations/${created.body.id}`)
      .set(as(admin))
      .send(valid({ name: 'Cambiada', imageUrl: `https://example.com/${'a'.repeat(1000)}.png` }))
      .expect(400);
    expect(tooLong.body.message).toBe(ADMIN_MESSAGES.imageUrlInvalid);
    const now = await t.http.get(`/api/admin/meditations/${created.body.id}`).set(as(admin)).expect(200);
    expect(now.body).toMatchObject({ name: 'Intacta', typeIds: [lookups.types[0]] });
    await t.http.put('/api/admin/meditations/999999').set(as(admin)).send(valid()).expect(404);
  });

  it('should create a quick meditation as a draft with its one category', async () => {
    const before = await auditCount();
    const res = await t.http
      .post('/api/admin/meditations/quick')
      .set(as(admin))
      .send({
        name: 'Rápida de la mañana',
        videoUrl: 'https://vimeo.com/123456789',
        duration: 8,
        categoryId: lookups.categories[1],
      })
      .expect(201);
    expect(res.body).toMatchObject({
      name: 'Rápida de la mañana',
      slug: 'rapida-de-la-manana',
      status: 'draft',
      duration: 8,
      videoUrl: 'https://vimeo.com/123456789',
      categoryIds: [lookups.categories[1]],
      keywordIds: [],
      typeIds: [],
      description: null,
    });
    expect(await auditCount()).toBe(before + 1);
    expect((await bundle()).some((m) => m.id === res.body.id)).toBe(false);

    const file = uploaded('m4a');
    const withFile = await t.http
      .post('/api/admin/meditations/quick')
      .set(as(admin))
      .send({ name: 'Rápida con audio', mediaUrl: file, duration: 5, categoryId: lookups.categories[0] })
      .expect(201);
    expect(withFile.body).toMatchObject({ mediaUrl: file, mediaType: 'audio', status: 'draft' });
  });

  it.each([
    [{ name: '' }, ADMIN_MESSAGES.titleRequired],
    [{ videoUrl: '' }, ADMIN_MESSAGES.mediaRequired],
    [{ videoUrl: 'https://example.com/x' }, ADMIN_MESSAGES.videoLinkInvalid],
    [{ duration: 0 }, ADMIN_MESSAGES.durationPositive],
    [{ categoryId: undefined }, ADMIN_MESSAGES.singleCategoryRequired],
    [{ categoryId: 999999 }, MEDITATION_MESSAGES.categoryUnknown],
    [{ videoUrl: null, mediaUrl: '/uploads/00000000-0000-4000-8000-000000000000.mp3' }, UPLOAD_MISSING],
  ])('should refuse the quick form %j with its Spanish message', async (change, message) => {
    const before = await auditCount();
    const res = await t.http
      .post('/api/admin/meditations/quick')
      .set(as(admin))
      .send({
        name: 'Rápida',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        duration: 5,
        categoryId: lookups.categories[0],
        ...change,
      });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await auditCount()).toBe(before);
  });

  it('should reorder a page of meditations, keeping every other in its place, in one audit entry', async () => {
    const page = await t.http.get('/api/admin/meditations?page=2&limit=4').set(as(admin)).expect(200);
    const ids = page.body.items.map((m: { id: number }) => m.id) as number[];
    const wholeBefore = (await t.http.get('/api/admin/meditations?limit=12').set(as(admin)).expect(200)).body
      .items as Array<{ id: number }>;
    const reversed = [...ids].reverse();
    const before = await auditCount();
    const res = await t.http
      .put('/api/admin/meditations/order')
      .set(as(admin))
      .send({ ids: reversed })
      .expect(200);
    expect(res.body.map((o: { id: number }) => o.id)).toEqual(reversed);
    const wholeAfter = (await t.http.get('/api/admin/meditations?limit=12').set(as(admin)).expect(200)).body
      .items as Array<{ id: number }>;
    expect(wholeAfter.map((m) => m.id)).toEqual([
      ...wholeBefore.slice(0, 4).map((m) => m.id),
      ...reversed,
      ...wholeBefore.slice(8).map((m) => m.id),
    ]);
    const catalogue = (await bundle()).map((m) => m.id);
    expect(catalogue.indexOf(reversed[0]!)).toBeLessThan(catalogue.indexOf(reversed[3]!));
    expect(await auditCount()).toBe(before + 1);
    const [entry] = await queryDb<{ action: string; changes: { after: Array<{ id: number }> } }>(
      t,
      `SELECT action, changes FROM admin_audit_log ORDER BY id DESC LIMIT 1`,
    );
    expect(entry!.action).toBe('update');
    // Only the moved meditations change number: they trade the numbers of their places.
    expect(entry!.changes.after.map((c) => c.id).sort()).toEqual([...reversed].sort());

    await t.http
      .put('/api/admin/meditations/order')
      .set(as(admin))
      .send({ ids: [ids[0], 999999] })
      .expect(404);
    const twice = await t.http
      .put('/api/admin/meditations/order')
      .set(as(admin))
      .send({ ids: [ids[0], ids[0]] })
      .expect(400);
    expect(twice.body.message).toBe(MEDITATION_MESSAGES.orderInvalid);
    await t.http.put('/api/admin/meditations/order').set(as(admin)).send({ ids: [] }).expect(400);
  });

  it('should answer the lookups and add one inline once, whatever its case and accents', async () => {
    const lists = await t.http.get('/api/admin/lookups').set(as(admin)).expect(200);
    expect(lists.body.categories.length).toBeGreaterThan(5);
    expect(lists.body.keywords.map((k: { name: string }) => k.name)).toContain('Calma');
    expect(lists.body).toHaveProperty('types');
    expect(lists.body).toHaveProperty('tags');

    const existing = lists.body.keywords.find((k: { name: string }) => k.name === 'Calma');
    const before = await auditCount();
    const same = await t.http.post('/api/admin/lookups/keywords').set(as(admin)).send({ name: ' calma ' });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(existing);
    expect(await auditCount()).toBe(before);

    const created = await t.http
      .post('/api/admin/lookups/tags')
      .set(as(admin))
      .send({ name: 'Luna   llena' })
      .expect(201);
    expect(created.body.name).toBe('Luna llena');
    const again = await t.http
      .post('/api/admin/lookups/tags')
      .set(as(admin))
      .send({ name: 'LUNA LLENA' })
      .expect(200);
    expect(again.body.id).toBe(created.body.id);
    const accented = await t.http
      .post('/api/admin/lookups/tags')
      .set(as(admin))
      .send({ name: 'Canción' })
      .expect(201);
    const folded = await t.http
      .post('/api/admin/lookups/tags')
      .set(as(admin))
      .send({ name: 'cancion' })
      .expect(200);
    expect(folded.body).toEqual(accented.body);
    const audit = await queryDb<{ entity_type: string; action: string; entity_name: string }>(
      t,
      `SELECT entity_type, action, entity_name FROM admin_audit_log WHERE entity_type = 'lookup' ORDER BY id`,
    );
    expect(audit).toEqual([
      { entity_type: 'lookup', action: 'create', entity_name: 'Luna llena' },
      { entity_type: 'lookup', action: 'create', entity_name: 'Canción' },
    ]);

    // The new tag can be linked at once, and a new category reaches the catalogue.
    const withTag = await t.http
      .post('/api/admin/meditations')
      .set(as(admin))
      .send(valid({ name: 'Bajo la luna', tagIds: [created.body.id] }))
      .expect(201);
    expect(withTag.body.tagIds).toEqual([created.body.id]);
    const category = await t.http
      .post('/api/admin/lookups/categories')
      .set(as(admin))
      .send({ name: 'Respiración consciente' })
      .expect(201);
    const content = await t.http.get('/api/content').expect(200);
    expect(content.body.categories.map((c: { id: number }) => c.id)).toContain(category.body.id);

    const bad = await t.http.post('/api/admin/lookups/colores').set(as(admin)).send({ name: 'Azul' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MEDITATION_MESSAGES.lookupKindInvalid);
    const number = await t.http.post('/api/admin/lookups/types').set(as(admin)).send({ name: 5 });
    expect(number.body.message).toBe(MEDITATION_MESSAGES.lookupNameRequired);
    const empty = await t.http.post('/api/admin/lookups/types').set(as(admin)).send({ name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MEDITATION_MESSAGES.lookupNameRequired);
    const long = await t.http
      .post('/api/admin/lookups/types')
      .set(as(admin))
      .send({ name: 'a'.repeat(121) });
    expect(long.body.message).toBe(MEDITATION_MESSAGES.lookupNameTooLong);
  });

  it('should answer 403 to clients and leads and 401 to visitors', async () => {
    const calls: Array<[string, string]> = [
      ['get', '/api/admin/meditations'],
      ['get', '/api/admin/meditations/1'],
      ['post', '/api/admin/meditations'],
      ['put', '/api/admin/meditations/1'],
      ['delete', '/api/admin/meditations/1'],
      ['post', '/api/admin/meditations/1/restore'],
      ['post', '/api/admin/meditations/quick'],
      ['put', '/api/admin/meditations/order'],
      ['get', '/api/admin/lookups'],
      ['post', '/api/admin/lookups/tags'],
    ];
    const before = await auditCount();
    for (const email of ['cliente@inhala.local', 'lead@inhala.local']) {
      const sessionId = await signIn(t.http, email);
      for (const [method, path] of calls) {
        const res = await t.http[method as 'get'](path)
          .set(as(sessionId))
          .send({ name: 'x', ids: [1] });
        expect([method, path, res.status]).toEqual([method, path, 403]);
      }
    }
    for (const [method, path] of calls) {
      const res = await t.http[method as 'get'](path).send({ name: 'x' });
      expect([method, path, res.status]).toEqual([method, path, 401]);
    }
    expect(await auditCount()).toBe(before);
  });
});
