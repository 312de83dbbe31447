import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { recountAllMentions } from '../../server/search/mentions';
import { syncSearchIndex } from '../../server/search/rebuild';
import { createTestRuntime, type TestRuntime } from '../../server/test/harness';
import { COLLECTIONS } from './corpus';
import { corpus } from './graph-fixture';
import { importedIds, loadPoetryGraph } from './graph-load';
import { buildPoetryGraph } from './graph-model';
import { ensureLabels, insertBatch } from './load';

let rt: TestRuntime;
let client: pg.PoolClient;

beforeAll(async () => {
  rt = await createTestRuntime();
  client = await rt.deps.pool.connect();
});
afterAll(async () => {
  client.release();
  await rt.close();
});

const q = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await rt.deps.db.execute<T>(query)).rows;

describe('poetry graph load', () => {
  it('writes the graph onto the demo graph once, with degrees counted and mentions recounted', async () => {
    const c = corpus();
    const labels = await ensureLabels(client);
    const admin = (await q<{ id: number }>(sql`select id from users where username = 'admin'`))[0].id;
    for (const col of COLLECTIONS) await insertBatch(client, c[col], labels, admin);
    const demoLiBai = (await q<{ id: number }>(sql`select id from graph_nodes where name = '李白'`))[0].id;
    const demoSuShi = (await q<{ id: number }>(sql`select id from graph_nodes where name = '苏轼'`))[0].id;
    const graph = buildPoetryGraph(c, await importedIds(client, labels, c));

    const first = await loadPoetryGraph(client, graph);
    expect(first.nodesAdded).toBeGreaterThan(5);
    expect(first.edgesAdded).toBeGreaterThan(10);
    // The demo graph's poets are reused: 蘇軾 (traditional) lands on 苏轼, no second 李白 appears.
    const poets = await q<{ id: number; name: string; aliases: string[] }>(sql`
      select n.id, n.name, n.aliases from graph_nodes n join graph_nodes c on c.id = n.class_id
      where c.name = '诗人' and n.name in ('李白', '苏轼', '蘇軾') order by n.id`);
    expect(poets.map((p) => p.id)).toEqual([demoLiBai, demoSuShi]);
    expect(poets[1].aliases).toEqual(expect.arrayContaining(['苏东坡', '东坡居士', '蘇子瞻']));
    const suShiWorks = await q<{ name: string }>(sql`
      select p.name from graph_edges e join graph_nodes p on p.id = e.target_id
      join graph_relation_types t on t.id = e.relation_type_id
      where e.source_id = ${demoSuShi} and t.name = '创作' order by p.name`);
    expect(suShiWorks.map((w) => w.name)).toEqual(
      expect.arrayContaining(['題西林壁', '西江月（苏轼·其1）', '西江月（苏轼·其2）', '念奴娇·赤壁怀古']),
    );
    const linked = await q<{ n: number }>(sql`
      select count(*)::int as n from graph_entity_knowledge l join knowledge k on k.id = l.knowledge_id
      where k.title in ('靜夜思', '李白', '題西林壁')`);
    expect(linked[0].n).toBe(3);

    // A second run finds everything in place.
    expect(await loadPoetryGraph(client, graph)).toEqual({ nodesAdded: 0, nodesUpdated: 0, edgesAdded: 0, linksAdded: 0 });

    // Degrees match the edges although the trigger was off for the load, and it is back on.
    const wrong = await q<{ n: number }>(sql`
      select count(*)::int as n from graph_nodes n
      where n.degree <> (select count(*) from graph_edges e where e.source_id = n.id or e.target_id = n.id)`);
    expect(wrong[0].n).toBe(0);
    const trigger = await q<{ tgenabled: string }>(sql`select tgenabled from pg_trigger where tgname = 'graph_edges_degree_trg'`);
    expect(trigger[0].tgenabled).toBe('O');

    // The recount finds the poets in the biographies indexed before they were entities.
    await syncSearchIndex(rt.deps);
    await rt.deps.db.execute(sql`delete from graph_mentions`);
    const recount = await recountAllMentions(rt.deps.db);
    expect(recount.mentions).toBeGreaterThan(0);
    const inDuFu = await q<{ name: string }>(sql`
      select n.name from graph_mentions m join graph_nodes n on n.id = m.node_id join knowledge k on k.id = m.knowledge_id
      where k.title = '杜甫' and k.summary = '唐代诗人' order by n.name`);
    expect(inDuFu.map((r) => r.name)).toEqual(expect.arrayContaining(['李白', '杜甫']));
  });
});
