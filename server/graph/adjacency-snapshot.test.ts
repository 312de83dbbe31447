import { sql } from 'drizzle-orm';
import { expandNeighbours } from '../modules/graph/paths.service';
import { addEdge, addEntity, nodeId } from '../test/graph/graph';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { graphVersionKey, SnapshotSource, snapshotFor, snapshotLoaded } from './adjacency-snapshot';
import { adjacencyOf } from './path/types';
import { PgSource } from './pg-source';

let rt: TestRuntime;

beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(() => rt.close());

describe('adjacency snapshot', () => {
  it('answers as the SQL source does, for the version it was read at only', async () => {
    const db = rt.deps.db;
    const key = await graphVersionKey(db);
    expect(snapshotFor(db, key)).toBeUndefined();
    await snapshotLoaded();
    const snapshot = snapshotFor(db, key);
    expect(snapshot).toBeDefined();

    const ids = (await db.execute<{ id: number }>(sql`select id from graph_nodes order by id`)).rows.map((r) => r.id);
    const fromSql = await adjacencyOf(new PgSource(db), ids);
    const fromMemory = await adjacencyOf(new SnapshotSource(snapshot!), ids);
    expect(fromMemory).toEqual(fromSql);
    expect([...fromMemory.values()].flat().length).toBeGreaterThan(50);
    // SQL reads only the relation types asked for; the search's gate drops the others from memory.
    const belongs = (await db.execute<{ id: number }>(sql`select id from graph_relation_types where name = '属于'`)).rows[0].id;
    const onlyBelongs = new Map([...fromMemory].map(([id, list]) => [id, list.filter((a) => a.relationTypeId === belongs)]));
    expect(await adjacencyOf(new PgSource(db, [belongs]), ids)).toEqual(onlyBelongs);

    // The whole graph's counts per relation type and per class, as SQL counts them.
    const perRelation = await db.execute<{ id: number; n: number }>(
      sql`select relation_type_id as id, count(*)::int as n from graph_edges group by 1`,
    );
    expect(snapshot!.edgesPerRelation()).toEqual(new Map(perRelation.rows.map((r) => [r.id, r.n])));
    const perClass = await db.execute<{ id: number; n: number }>(
      sql`select class_id as id, count(*)::int as n from graph_nodes where class_id is not null group by 1`,
    );
    expect(snapshot!.nodesPerClass()).toEqual(new Map(perClass.rows.map((r) => [r.id, r.n])));

    // Any write to the graph moves the version: the old snapshot is no longer handed out.
    await addEdge(rt, await addEntity(rt, '人员', '快照测试员'), '属于', await nodeId(rt, '研发中心'));
    const next = await graphVersionKey(db);
    expect(next).not.toBe(key);
    expect(snapshotFor(db, next)).toBeUndefined();
    await snapshotLoaded();
    expect(snapshotFor(db, next)?.key).toBe(next);
  });
});

/** The node whose neighbours' degrees differ most: its page shows the degree order. */
async function variedHub(): Promise<number> {
  const r = await rt.deps.db.execute<{ node: number }>(sql`
    select x.node from (
      select e.source_id as node, o.degree from graph_edges e join graph_nodes o on o.id = e.target_id
      union all select e.target_id, o.degree from graph_edges e join graph_nodes o on o.id = e.source_id) x
    group by x.node having count(*) <= 50 order by count(distinct x.degree) desc, x.node limit 1`);
  return r.rows[0].node;
}

describe('expansion from the in-memory graph', () => {
  it('answers pages and totals as SQL does, with relation and class filters', async () => {
    const db = rt.deps.db;
    // A write moves the version: the next expansions read SQL while the new snapshot loads.
    await addEdge(rt, await addEntity(rt, '人员', '展开测试员'), '属于', await nodeId(rt, '研发中心'));
    const belongs = (await db.execute<{ id: number }>(sql`select id from graph_relation_types where name = '属于'`)).rows[0].id;
    const people = await nodeId(rt, '人员');
    const asks = [
      { nodeId: await nodeId(rt, '研发中心'), page: 1 },
      { nodeId: await nodeId(rt, '研发中心'), page: 1, relationTypes: [belongs] },
      { nodeId: await nodeId(rt, '研发中心'), page: 1, ontologyIds: [people] },
      { nodeId: await variedHub(), page: 1 },
    ];
    expect(snapshotFor(db, await graphVersionKey(db))).toBeUndefined();
    const fromSql = [];
    for (const ask of asks) fromSql.push(await expandNeighbours(db, ask));
    await snapshotLoaded();
    expect(snapshotFor(db, await graphVersionKey(db))).toBeDefined();
    const fromMemory = [];
    for (const ask of asks) fromMemory.push(await expandNeighbours(db, ask));
    expect(fromMemory).toEqual(fromSql);
    // The order itself: most connected neighbours first (then by id), as the SQL page orders them.
    const hub = asks[3].nodeId;
    const expected = await db.execute<{ id: number }>(sql`
      select e.id from graph_edges e join graph_nodes o on o.id = case when e.source_id = ${hub} then e.target_id else e.source_id end
      where e.source_id = ${hub} or e.target_id = ${hub} order by o.degree desc, o.id, e.id limit 50`);
    expect(fromMemory[3].neighbours.map((n) => n.edge.id)).toEqual(expected.rows.map((r) => r.id));
    expect(new Set(fromMemory[3].neighbours.map((n) => n.node.degree)).size).toBeGreaterThan(1);
  });
});
