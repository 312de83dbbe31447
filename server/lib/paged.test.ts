import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { paged, pagedWithCounts } from './paged';

let rt: TestRuntime;
let db: Db;

// Twelve items: owners 1 and 2 alternate, two items have no owner (the inner join drops them).
beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'none' });
  db = rt.deps.db;
  await db.execute(sql`create table paged_owner (id int primary key, name text not null)`);
  await db.execute(sql`create table paged_item (id int primary key, owner_id int, n int not null)`);
  await db.execute(sql`insert into paged_owner values (1, 'a'), (2, 'b'), (3, 'c')`);
  await db.execute(sql`insert into paged_item select i, case when i > 10 then null else 1 + i % 2 end, i * 10
    from generate_series(1, 12) i`);
});
afterAll(async () => rt.close());

type Row = { id: number; name: string };
const query = (page: number, size: number, where = sql`true`) => ({
  from: sql`paged_item i join paged_owner o on o.id = i.owner_id`,
  where,
  order: sql`i.n desc, i.id`,
  columns: sql`i.id, o.name`,
  page,
  size,
});

describe('paged', () => {
  it('answers the asked page in order with the total of every matching row', async () => {
    const p = await paged<Row>(db, query(2, 4));
    expect(p).toEqual({
      total: 10,
      list: [
        { id: 6, name: 'a' },
        { id: 5, name: 'b' },
        { id: 4, name: 'a' },
        { id: 3, name: 'b' },
      ],
    });
  });

  it('answers the short last page', async () => {
    expect(await paged<Row>(db, query(3, 4))).toEqual({
      total: 10,
      list: [
        { id: 2, name: 'a' },
        { id: 1, name: 'b' },
      ],
    });
  });

  it('keeps the total for a page past the end, with no rows', async () => {
    expect(await paged<Row>(db, query(4, 4))).toEqual({ total: 10, list: [] });
    expect(await paged<Row>(db, query(Number.MAX_SAFE_INTEGER, 100))).toEqual({ total: 10, list: [] });
  });

  it('answers zero and no rows when nothing matches', async () => {
    expect(await paged<Row>(db, query(1, 10, sql`i.n < 0`))).toEqual({ total: 0, list: [] });
  });

  it('counts and pages through a filter on a joined table alike', async () => {
    const p = await paged<Row>(db, query(1, 3, sql`o.name = 'a'`));
    expect(p.total).toBe(5);
    expect(p.list.map((r) => r.id)).toEqual([10, 8, 6]);
  });

  it('reads every row without a filter', async () => {
    const { where: _, ...all } = query(1, 2);
    expect((await paged<Row>(db, all)).total).toBe(10);
  });

  it('starts both statements with the given WITH clause', async () => {
    const p = await paged<{ id: number }>(db, {
      with: sql`with big as (select id from paged_item where n > 80)`,
      from: sql`big b join paged_item i on i.id = b.id`,
      order: sql`i.id`,
      columns: sql`i.id`,
      page: 2,
      size: 2,
    });
    expect(p).toEqual({ total: 4, list: [{ id: 11 }, { id: 12 }] });
  });

  it('adds the asked aggregates of the filtered rows to the count', async () => {
    const p = await pagedWithCounts<Row, { big: number }>(db, query(5, 4), sql`(count(*) filter (where i.n > 50))::int as big`);
    expect(p).toEqual({ total: 10, list: [], counts: { big: 5 } });
  });
});
