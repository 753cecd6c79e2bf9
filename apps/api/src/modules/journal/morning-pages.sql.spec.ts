import { insertPerson, startSqlContext, type SqlContext } from '../../../test/sql-context';
import { CreateMorningPage } from './application/create-morning-page.use-case';
import { ListMorningPages } from './application/list-morning-pages.use-case';
import { UpdateMorningPage } from './application/update-morning-page.use-case';
import { JournalModule } from './journal.module';

/** Morning pages' use cases over their real SQL: idempotent writes, archive and keyset pages. */
describe('morning pages, written and read on PostgreSQL', () => {
  let ctx: SqlContext;
  beforeAll(async () => (ctx = await startSqlContext(JournalModule)));
  afterAll(() => ctx.close());

  const create = (ownerId: string, content: string, clientId?: string) =>
    ctx.get(CreateMorningPage).execute(ownerId, { content, ...(clientId ? { clientId } : {}) });
  const list = (ownerId: string, query?: { before?: number; limit?: number }) =>
    ctx.get(ListMorningPages).execute(ownerId, query);

  it('stores a page sent again with the same client id once, even when the two race', async () => {
    const person = await insertPerson(ctx);
    const other = await insertPerson(ctx);
    const clientId = '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
    const [a, b] = await Promise.all([
      create(person.id, 'Escrita sin conexión', clientId),
      create(person.id, 'Escrita sin conexión', clientId),
    ]);
    expect(b.id).toBe(a.id);
    expect(await create(person.id, 'Escrita sin conexión', clientId)).toMatchObject({
      id: a.id,
      content: 'Escrita sin conexión',
    });
    expect(
      await ctx.query(`SELECT count(*)::int AS n FROM morning_pages WHERE client_id = $1`, [clientId]),
    ).toEqual([{ n: 1 }]);
    // Another person's page may carry the same id: ids are the person's own.
    expect((await create(other.id, 'Escrita sin conexión', clientId)).id).not.toBe(a.id);
  });

  it('hides an archived page from the list', async () => {
    const person = await insertPerson(ctx);
    const page = await create(person.id, 'Para archivar');
    await ctx.get(UpdateMorningPage).execute(person.id, page.id, { archived: true });
    expect(await list(person.id)).toEqual([]);
  });

  it('answers the pages a page at a time, the newest first, with no page twice or missed', async () => {
    const person = await insertPerson(ctx);
    // 45 pages, three to a minute: equal timestamps are told apart by id.
    await ctx.query(
      `INSERT INTO morning_pages (user_id, content, created_at)
       SELECT $1, 'Página ' || n, timestamp '2026-11-01 08:00' - make_interval(mins => (n / 3))
         FROM generate_series(1, 45) AS n`,
      [person.id],
    );
    expect(await list(person.id)).toHaveLength(20);
    const seen: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await list(person.id, { limit: 8, ...(before ? { before } : {}) });
      seen.push(...page.map((p) => p.id));
      if (page.length < 8) break;
      before = page[page.length - 1]!.id;
    }
    const expected = await ctx.query<{ id: number }>(
      `SELECT id FROM morning_pages WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
      [person.id],
    );
    expect(seen).toEqual(expected.map((r) => r.id));
  });
});
