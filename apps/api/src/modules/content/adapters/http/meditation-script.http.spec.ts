import {
  queryDb,
  registerClient,
  registerUser,
  signIn,
  startTestApp,
  type TestApp,
} from '../../../../../test/test-app';

interface Script {
  meditationId: number;
  steps: Array<{ at: number; text: string }>;
}

describe('meditation scripts', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let client: Record<string, string>;
  /** A seeded meditation of 5 minutes, with its script. */
  let fiveMinutes: { id: number; name: string } | undefined;

  const auditOf = (id: number) =>
    queryDb<{ action: string; entity_name: string; changes: { before: Script; after: Script } }>(
      t,
      `SELECT action, entity_name, changes FROM admin_audit_log
        WHERE entity_type = 'meditation_script' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );

  beforeAll(async () => {
    t = await startTestApp();
    admin = { 'x-session-id': await signIn(t.http, 'admin@inhala.local') };
    client = { 'x-session-id': (await registerClient(t)).sessionId };
    [fiveMinutes] = await queryDb<{ id: number; name: string }>(
      t,
      `SELECT m.id, m.name FROM meditations m JOIN meditation_scripts s ON s.meditation_id = m.id
        WHERE m.duration = '5 min' ORDER BY m.sort_order LIMIT 1`,
    );
  });
  afterAll(() => t.close());

  it('gives a subscriber the whole seeded script, and no one else', async () => {
    const res = await t.http.get(`/api/meditations/${fiveMinutes!.id}/script`).set(client).expect(200);
    const script = res.body as Script;
    expect(script.meditationId).toBe(fiveMinutes!.id);
    expect(script.steps[0]!.at).toBe(0);
    expect(script.steps.length).toBeGreaterThanOrEqual(7);
    expect(script.steps.every((step, i) => i === 0 || step.at > script.steps[i - 1]!.at)).toBe(true);
    expect(script.steps.at(-1)!.at).toBeLessThan(300);
    expect(res.headers['cache-control']).toBe('private, no-cache');

    await t.http.get(`/api/meditations/${fiveMinutes!.id}/script`).expect(401);
    const lead = await registerUser(t.fromNewAddress());
    await t.http
      .get(`/api/meditations/${fiveMinutes!.id}/script`)
      .set('x-session-id', lead.sessionId)
      .expect(403);
    // Nor is it in the public bundle.
    const bundle = await t.http.get('/api/content').expect(200);
    expect(bundle.text).not.toContain(script.steps[1]!.text);
  });

  it('answers a clear 404 for a meditation that is not published', async () => {
    const res = await t.http.get('/api/meditations/999999/script').set(client).expect(404);
    expect(res.body.message).toBe('Meditación no encontrada');
    const [draft] = await queryDb<{ id: number }>(
      t,
      `INSERT INTO meditations (name, slug, status) VALUES ('Borrador sin publicar', 'borrador-sin-publicar', 'draft')
       RETURNING id`,
    );
    await t.http.get(`/api/meditations/${draft!.id}/script`).set(client).expect(404);
    // The editor sees a draft's (empty) script.
    const own = await t.http.get(`/api/admin/meditations/${draft!.id}/script`).set(admin).expect(200);
    expect(own.body).toEqual({ meditationId: draft!.id, steps: [] });
  });

  it('lets an admin rewrite a script, audited with the script before, and a subscriber reads it', async () => {
    const steps = [
      { at: 0, text: 'Te doy la bienvenida.' },
      { at: 90, text: '  Suelta los hombros.  ' },
      { at: 280, text: 'Abre los ojos cuando quieras.' },
    ];
    const before = (
      await t.http.get(`/api/admin/meditations/${fiveMinutes!.id}/script`).set(admin).expect(200)
    ).body as Script;
    const saved = await t.http
      .put(`/api/admin/meditations/${fiveMinutes!.id}/script`)
      .set(admin)
      .send({ steps })
      .expect(200);
    const trimmed = steps.map((step) => ({ ...step, text: step.text.trim() }));
    expect(saved.body).toEqual({ meditationId: fiveMinutes!.id, steps: trimmed });
    const read = await t.http.get(`/api/meditations/${fiveMinutes!.id}/script`).set(client).expect(200);
    expect(read.body.steps).toEqual(trimmed);
    const [entry] = await auditOf(fiveMinutes!.id);
    expect(entry).toMatchObject({ action: 'update', entity_name: fiveMinutes!.name });
    expect(entry!.changes.before.steps).toEqual(before.steps);
    expect(entry!.changes.after.steps).toEqual(trimmed);

    // An empty script removes it: the description guides the session again.
    await t.http
      .put(`/api/admin/meditations/${fiveMinutes!.id}/script`)
      .set(admin)
      .send({ steps: [] })
      .expect(200);
    expect(
      (await t.http.get(`/api/meditations/${fiveMinutes!.id}/script`).set(client).expect(200)).body.steps,
    ).toEqual([]);
    expect((await auditOf(fiveMinutes!.id)).map((e) => e.action)).toEqual(['update', 'delete']);
  });

  it('refuses a script that breaks the rules with a Spanish 400, and changes nothing', async () => {
    const [other] = await queryDb<{ id: number }>(
      t,
      `SELECT m.id FROM meditations m JOIN meditation_scripts s ON s.meditation_id = m.id
        WHERE m.duration = '10 min' ORDER BY m.sort_order LIMIT 1`,
    );
    const path = `/api/admin/meditations/${other!.id}/script`;
    const before = (await t.http.get(path).set(admin).expect(200)).body as Script;
    const cases: Array<[unknown, string]> = [
      [{ steps: 'hola' }, 'El guion debe ser una lista de pasos.'],
      [
        {
          steps: [
            { at: 0, text: 'Hola.' },
            { at: 0, text: 'Otra vez.' },
          ],
        },
        'Paso 2: el tiempo debe ser mayor que el de la línea anterior',
      ],
      [
        {
          steps: [
            { at: 0, text: 'Hola.' },
            { at: 600, text: 'Fin.' },
          ],
        },
        'Paso 2: el tiempo pasa de la duración de la meditación (10:00)',
      ],
      [{ steps: [{ at: 5, text: 'Hola.' }] }, 'El primer paso del guion empieza en 0:00.'],
      [{ steps: [{ at: 0, text: '   ' }] }, 'Paso 1: falta el texto después del tiempo'],
      [
        { steps: [{ at: -1, text: 'Hola.' }] },
        'Cada paso: cada paso lleva su segundo (un entero desde 0) y su texto',
      ],
      [{ steps: [{ at: 0, text: 'x'.repeat(601) }] }, 'Cada paso: el texto admite como mucho 600 caracteres'],
    ];
    for (const [body, message] of cases) {
      const res = await t.http
        .put(path)
        .set(admin)
        .send(body as object)
        .expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await t.http.get(path).set(admin).expect(200)).body).toEqual(before);
    expect(await auditOf(other!.id)).toEqual([]);
    await t.http.put('/api/admin/meditations/999999/script').set(admin).send({ steps: [] }).expect(404);
    await t.http.put(path).set(client).send({ steps: [] }).expect(403);
  });
});
