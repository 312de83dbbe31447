import { sql } from 'drizzle-orm';
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
