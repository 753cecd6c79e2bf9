import { queryDb, startTestApp, type TestApp } from '../../../../../test/test-app';
import { SEARCH_LABELS } from '../../../../../../../tools/test/search-labels';

interface Found {
  query: string;
  ids: number[];
  corrections: Array<{ from: string; to: string }>;
}

describe('GET /api/meditations/search (the demo catalogue)', () => {
  let t: TestApp;
  let byCategory: Map<string, Set<number>>;
  let byName: Map<string, number>;

  beforeAll(async () => {
    t = await startTestApp();
    const rows = await queryDb<{ id: number; name: string; category: string }>(
      t,
      `SELECT m.id, m.name, c.name AS category FROM meditations m
         JOIN meditation_categories mc ON mc.meditation_id = m.id JOIN categories c ON c.id = mc.category_id
        WHERE m.status = 'published' AND m.deleted_at IS NULL`,
    );
    byCategory = new Map();
    byName = new Map();
    for (const row of rows) {
      byCategory.set(row.category, (byCategory.get(row.category) ?? new Set()).add(row.id));
      byName.set(row.name, row.id);
    }
  });
  afterAll(() => t.close());

  const search = async (q: string) =>
    (await t.http.get('/api/meditations/search').query({ q }).expect(200)).body as Found;

  it('should find what each of the labelled Spanish searches asks for: mean precision@5 ≥ 0.8', async () => {
    const scores: Array<{ query: string; precision: number; top: number[] }> = [];
    for (const label of SEARCH_LABELS) {
      const relevant = new Set<number>();
      for (const category of label.categories ?? [])
        for (const id of byCategory.get(category) ?? []) relevant.add(id);
      for (const name of label.names ?? []) {
        const id = byName.get(name);
        if (id === undefined) throw new Error(`'${name}' is not in the demo catalogue`);
        relevant.add(id);
      }
      expect(relevant.size).toBeGreaterThan(0);
      const found = await search(label.query);
      const top = found.ids.slice(0, 5);
      if (process.env.DEBUG_SEARCH)
        console.log(
          label.query,
          JSON.stringify(found.corrections),
          top.map((id) => [...byName].find(([, v]) => v === id)?.[0]),
        );
      const hits = top.filter((id) => relevant.has(id)).length;
      scores.push({ query: label.query, precision: hits / Math.min(5, relevant.size), top });
    }
    const mean = scores.reduce((sum, s) => sum + s.precision, 0) / scores.length;
    // SEARCH_REPORT=1 prints each search's precision, for tuning the synonyms and the ranking.
    if (process.env.SEARCH_REPORT)
      process.stdout.write(
        `${scores.map((s) => `${s.precision.toFixed(1)}  ${s.query}`).join('\n')}\nmean ${mean.toFixed(3)}\n`,
      );
    const weak = scores.filter((s) => s.precision < 0.6).map((s) => `${s.query}: ${s.precision}`);
    expect({ mean: Number(mean.toFixed(2)) >= 0.8 ? 'ok' : mean, weak }).toEqual({ mean: 'ok', weak: [] });
  });

  it('should read a typo as the catalogue word it is closest to, and say so', async () => {
    const found = await search('gratitut');
    expect(found.corrections).toEqual([{ from: 'gratitut', to: 'gratitud' }]);
    expect(found.ids.length).toBeGreaterThanOrEqual(5);
  });

  it('should show a correction as the catalogue writes it, with its accents', async () => {
    const found = await search('respiracon');
    expect(found.corrections).toEqual([{ from: 'respiracon', to: 'respiración' }]);
    expect(found.ids.length).toBeGreaterThanOrEqual(5);
  });

  it('should rank a name above a description that mentions it', async () => {
    const found = await search('Respiración del océano');
    expect(found.ids[0]).toBe(byName.get('Respiración del océano'));
  });

  it('should find a meditation by the word being typed', async () => {
    const found = await search('jacob');
    expect(found.ids[0]).toBe(byName.get('Relajación progresiva de Jacobson'));
  });

  it('should answer an empty search, or one of only little words, with nothing', async () => {
    expect((await search('')).ids).toEqual([]);
    expect((await search('para la de')).ids).toEqual([]);
    expect((await search('zzzzqqq')).ids).toEqual([]);
  });

  it('should leave out drafts and deleted meditations, and find a renamed one by its new name', async () => {
    const id = byName.get('El lago sin viento')!;
    await queryDb(t, `UPDATE meditations SET name = 'Estanque de quietud' WHERE id = $1`, [id]);
    expect((await search('estanque')).ids).toEqual([id]);
    await queryDb(t, `UPDATE meditations SET status = 'draft' WHERE id = $1`, [id]);
    expect((await search('estanque')).ids).toEqual([]);
    await queryDb(
      t,
      `UPDATE meditations SET status = 'published', name = 'El lago sin viento' WHERE id = $1`,
      [id],
    );
  });

  it('should refuse a search longer than 100 characters or with a line break, in Spanish', async () => {
    const long = await t.http
      .get('/api/meditations/search')
      .query({ q: 'a'.repeat(101) })
      .expect(400);
    expect(long.body.message).toBe('La búsqueda no puede superar los 100 caracteres');
    const broken = await t.http.get('/api/meditations/search').query({ q: 'calma\nsueño' }).expect(400);
    expect(broken.body.message).toMatch(/^La búsqueda/);
  });

  it('should refuse the 121st search in a minute from one address with a Spanish 429, and no other address', async () => {
    const script = t.fromNewAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push((await script.get('/api/meditations/search').query({ q: `calma ${i}` })).status);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    const refused = await script.get('/api/meditations/search').query({ q: 'calma' }).expect(429);
    expect(statuses[120]).toBe(429);
    expect(refused.body.message).toBe('Demasiados intentos. Espera unos minutos e inténtalo de nuevo.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await t.fromNewAddress().get('/api/meditations/search').query({ q: 'calma' }).expect(200);
  });
});
