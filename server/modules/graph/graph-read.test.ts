import {
  classTree,
  entityList,
  entitySuggest,
  expandNode,
  nodeDetail,
  overviewAtlas,
  pathFind,
  relatedEntity,
  relatedKnowledge,
  relationIndexZoom,
  relationTypeList,
} from '@contract/graph/graph';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { graphVersionKey, snapshotFor, snapshotLoaded } from '../../graph/adjacency-snapshot';
import { suggestIndexLoaded } from '../../graph/suggest-index';
import { call } from '../../test/client';
import { addEdge, addEntity, nodeId } from '../../test/graph/graph';
import { setupRuntime } from '../../test/setup-runtime';

interface PathAnswer {
  paths: { nodeIds: number[]; hops: number; sentence: string; steps: { forward: boolean }[] }[];
  skippedSuperNodes: { id: number }[];
  limited: boolean;
}

// lisi (文档专员) and wangwu (访客) do not hold 知识图谱.
const t = setupRuntime('zhangsan', 'lisi', 'wangwu', 'admin');

const path = (input: Record<string, unknown>, token = t.zhangsan) => call<PathAnswer>(t.rt, pathFind, input, { token });
const between = async (from: string, to: string, more: Record<string, unknown> = {}) =>
  path({ startId: await nodeId(t.rt, from), endId: await nodeId(t.rt, to), ...more });

/** One valid call of every graph endpoint. */
const CALLS = [
  [entitySuggest, { keyword: '李白' }, undefined],
  [entityList, { page: 1 }, undefined],
  [relatedKnowledge, { entityId: 1 }, undefined],
  [relatedEntity, { knowledgeId: 1 }, undefined],
  [pathFind, { startId: 1, endId: 2 }, undefined],
  [expandNode, { nodeId: 1 }, undefined],
  [nodeDetail, {}, { id: 1 }],
  [classTree, {}, undefined],
  [relationTypeList, {}, undefined],
  [overviewAtlas, {}, undefined],
  [relationIndexZoom, {}, { knowledgeId: 1 }],
] as const;

describe('graph access', () => {
  it('asks for sign-in and refuses callers without 知识图谱 on every call', async () => {
    for (const [ep, input, params] of CALLS) {
      const anon = await call(t.rt, ep, input, { params });
      expect(anon.status, ep.id).toBe(401);
      expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
      for (const token of [t.lisi, t.wangwu]) {
        const r = await call(t.rt, ep, input, { token, params });
        expect(r.status, ep.id).toBe(403);
        expect(r.body.message).toContain('知识图谱');
      }
    }
  });

  it('refuses bad input with a Chinese message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startId: 1, endId: 1 }, '起点和终点不能相同'],
      [{ startId: 1, endId: 2, maxHops: 7 }, '最大跳数最多为6'],
      [{ startId: 1, endId: 2, mode: 'k', k: 21 }, 'k 最多为20'],
      [{ startId: 1, endId: 2, mode: 'all' }, '路径模式不正确'],
      [{ startId: 1, endId: 2, avoidIds: Array.from({ length: 201 }, (_, i) => i + 1) }, '最多选择200项'],
      [{ startId: 'x', endId: 2 }, '须为整数'],
    ];
    for (const [input, message] of cases) {
      const r = await path(input);
      expect(r.status, JSON.stringify(input).slice(0, 60)).toBe(400);
      expect(r.body.message).toContain(message);
    }
    expect((await path({ startId: 9_999_999, endId: 1 })).body.message).toBe('起点不存在');
    const avoidEnd = await between('李白', '杜甫', { avoidIds: [await nodeId(t.rt, '杜甫')] });
    expect(avoidEnd.body.message).toBe('避开的节点不能是起点或终点');
    const sort = await call(t.rt, relatedKnowledge, { entityId: 1, sortType: 4 }, { token: t.zhangsan });
    expect(sort.body.message).toContain('排序方式不正确');
    expect((await call(t.rt, entitySuggest, { keyword: '  ' }, { token: t.zhangsan })).body.message).toContain('请输入关键词');
    expect((await call(t.rt, nodeDetail, {}, { token: t.zhangsan, params: { id: 9_999_999 } })).status).toBe(404);
  });
});

describe('paths', () => {
  it('reads a path as a Chinese sentence, works in book-title marks, inverse names backwards', async () => {
    const r = await between('李白', '唐诗三百首', { mode: 'shortest' });
    expect(r.status).toBe(200);
    expect(r.body.data.paths.map((p) => p.sentence)).toEqual(['李白 创作 《静夜思》，收录于 《唐诗三百首》']);
    expect(r.body.data.paths[0].steps.map((s) => s.forward)).toEqual([true, false]);
    const all = await between('李白', '唐诗三百首', { mode: 'allShortest' });
    expect(all.body.data.paths.map((p) => p.sentence).sort()).toEqual([
      '李白 创作 《将进酒》，收录于 《唐诗三百首》',
      '李白 创作 《静夜思》，收录于 《唐诗三百首》',
    ]);
  });

  it('finds how two people of the demo organisation are linked', async () => {
    const r = await between('张三', '李四', { maxHops: 6 });
    expect(r.status).toBe(200);
    const [p] = r.body.data.paths;
    expect(p.sentence.startsWith('张三 属于 平台研发部')).toBe(true);
    expect(p.sentence.endsWith('李四')).toBe(true);
    expect(p.hops).toBeLessThanOrEqual(6);
    expect((await between('张三', '李四', { maxHops: 2 })).body.data.paths).toEqual([]);
  });

  it('gives the k shortest paths in order and honours relation filters', async () => {
    const r = await between('李白', '杜甫', { mode: 'k', k: 3, maxHops: 4 });
    const sentences = r.body.data.paths.map((p) => p.sentence);
    expect(r.body.data.paths.map((p) => p.hops)).toEqual([2, 2, 4]);
    expect(sentences).toContain('李白 生活于 唐朝，时代人物 杜甫');
    expect(sentences).toContain('李白 被提及 《赠李白》，作者 杜甫');
    const types = await call<{ id: number; name: string }[]>(t.rt, relationTypeList, {}, { token: t.zhangsan });
    const era = types.body.data.find((x) => x.name === '生活于')?.id;
    const only = await between('李白', '杜甫', { mode: 'allShortest', relationTypes: [era] });
    expect(only.body.data.paths.map((p) => p.sentence)).toEqual(['李白 生活于 唐朝，时代人物 杜甫']);
    const classes = await call<{ id: number; name: string }[]>(t.rt, classTree, {}, { token: t.zhangsan });
    const poems = classes.body.data.find((c) => c.name === '诗词')?.id;
    const viaPoems = await between('李白', '杜甫', { mode: 'allShortest', ontologyIds: [poems] });
    expect(viaPoems.body.data.paths.map((p) => p.sentence)).toEqual(['李白 被提及 《赠李白》，作者 杜甫']);
    // A class filter takes the classes below it: 诗词文化 holds dynasties and poems alike.
    const culture = classes.body.data.find((c) => c.name === '诗词文化')?.id;
    const viaCulture = await between('李白', '杜甫', { mode: 'allShortest', ontologyIds: [culture] });
    expect(viaCulture.body.data.paths).toHaveLength(2);
  });
});

describe('entities, classes and expansion', () => {
  it('suggests entities by name, alias and pinyin, with their class', async () => {
    const suggest = async (keyword: string) =>
      (
        await call<{ name: string; className: string; matchedAlias: string | null }[]>(
          t.rt,
          entitySuggest,
          { keyword },
          { token: t.zhangsan },
        )
      ).body.data;
    expect((await suggest('libai'))[0]).toMatchObject({ name: '李白', className: '诗人', matchedAlias: null });
    expect((await suggest('青莲'))[0]).toMatchObject({ name: '李白', matchedAlias: '青莲居士' });
    expect((await suggest('dpjs'))[0]).toMatchObject({ name: '苏轼', matchedAlias: '东坡居士' });
    expect((await suggest('蘇軾'))[0]?.name).toBe('苏轼');
    // Once the index is in memory it answers; an entity added after it is found at once all the same.
    await suggest('李');
    await suggestIndexLoaded();
    expect((await suggest('libai'))[0]).toMatchObject({ name: '李白' });
    await addEntity(t.rt, '诗人', '李白测试新名');
    expect((await suggest('李白测试')).map((x) => x.name)).toContain('李白测试新名');
  });

  it('lists entities ten a page, by class (with sub-classes) and keyword', async () => {
    const classes = await call<{ id: number; name: string; entityCount: number }[]>(t.rt, classTree, {}, { token: t.zhangsan });
    const byName = new Map(classes.body.data.map((c) => [c.name, c]));
    const first = await call<{ total: number; list: { className: string }[] }>(
      t.rt,
      entityList,
      { ontologyId: byName.get('制度')?.id },
      { token: t.zhangsan },
    );
    expect(first.body.data.list).toHaveLength(10);
    expect(first.body.data.total).toBe(byName.get('制度')?.entityCount);
    const poetry = await call<{ total: number }>(
      t.rt,
      entityList,
      { ontologyId: byName.get('诗词文化')?.id },
      { token: t.zhangsan },
    );
    expect(poetry.body.data.total).toBeGreaterThan(10);
    const kw = await call<{ list: { name: string }[] }>(t.rt, entityList, { keyword: '三百首' }, { token: t.zhangsan });
    expect(kw.body.data.list.map((e) => e.name).sort()).toEqual(['唐诗三百首', '宋词三百首']);
  });

  it('pages through every neighbour fifty at a time with totals per relation type', async () => {
    const hub = await addEntity(t.rt, '地区', '测试大区');
    for (let i = 0; i < 60; i++) await addEdge(t.rt, await addEntity(t.rt, '项目', `测试项目${i}`), '属于', hub);
    await addEdge(t.rt, hub, '位于', await nodeId(t.rt, '上海'));
    const expand = (page: number, more: Record<string, unknown> = {}) =>
      call<{ neighbours: unknown[]; total: number; totals: { name: string; count: number }[] }>(
        t.rt,
        expandNode,
        { nodeId: hub, page, ...more },
        { token: t.zhangsan },
      );
    const p1 = await expand(1);
    expect(p1.body.data.neighbours).toHaveLength(50);
    expect(p1.body.data.total).toBe(61);
    expect(p1.body.data.totals).toEqual([
      { relationTypeId: expect.any(Number), name: '属于', count: 60 },
      { relationTypeId: expect.any(Number), name: '位于', count: 1 },
    ]);
    expect((await expand(2)).body.data.neighbours).toHaveLength(11);
    const degree = await t.rt.deps.db.execute<{ degree: number }>(sql`select degree from graph_nodes where id = ${hub}`);
    expect(degree.rows[0].degree).toBe(61);
    const regions = (await call<{ id: number; name: string }[]>(t.rt, classTree, {}, { token: t.zhangsan })).body.data.find(
      (c) => c.name === '地区',
    );
    expect((await expand(1, { ontologyIds: [regions?.id] })).body.data.total).toBe(1);
  });

  it('pages a super-node by its edge indexes: every neighbour once, by relation, with exact totals', async () => {
    const hub = await addEntity(t.rt, '地区', '测试超大区');
    const cls = await nodeId(t.rt, '项目');
    const rel = (name: string) => sql`(select id from graph_relation_types where name = ${name})`;
    // 1,000 projects belong to the hub and one is also located in it (two relations, one neighbour), plus a 位于 edge out.
    await t.rt.deps.db.execute(sql`
      with made as (insert into graph_nodes (type, class_id, name)
        select 2, ${cls}, '超大区项目' || i from generate_series(1, 1000) i returning id)
      insert into graph_edges (source_id, relation_type_id, target_id) select id, ${rel('属于')}, ${hub} from made`);
    await t.rt.deps.db.execute(sql`
      insert into graph_edges (source_id, relation_type_id, target_id)
      select ${hub}, ${rel('位于')}, id from graph_nodes where name in ('上海', '超大区项目7')`);
    const expand = (page: number) =>
      call<{
        neighbours: { node: { id: number }; edge: { id: number } }[];
        total: number;
        totals: { name: string; count: number }[];
      }>(t.rt, expandNode, { nodeId: hub, page }, { token: t.zhangsan });
    const first = await expand(1);
    expect(first.body.data.total).toBe(1002);
    expect(first.body.data.totals.map((x) => [x.name, x.count])).toEqual([
      ['属于', 1000],
      ['位于', 2],
    ]);
    const edges: number[] = [];
    for (let page = 1; page <= 21; page++) edges.push(...(await expand(page)).body.data.neighbours.map((n) => n.edge.id));
    expect(edges).toHaveLength(1002);
    expect(new Set(edges).size).toBe(1002);
    expect((await expand(22)).body.data.neighbours).toEqual([]);

    // Once the graph is in memory, the pages come from it: by relation, then neighbour, then edge.
    await snapshotLoaded();
    expect(snapshotFor(t.rt.deps.db, await graphVersionKey(t.rt.deps.db))).toBeDefined();
    const order = await t.rt.deps.db.execute<{ id: number }>(sql`
      select id from (select e.id, e.relation_type_id as r, e.target_id as o from graph_edges e where e.source_id = ${hub}
        union all select e.id, e.relation_type_id, e.source_id from graph_edges e where e.target_id = ${hub} and e.source_id <> ${hub}) x
      order by r, o, id`);
    const paged: number[] = [];
    for (let page = 1; page <= 21; page++) paged.push(...(await expand(page)).body.data.neighbours.map((n) => n.edge.id));
    expect(paged).toEqual(order.rows.map((r) => r.id));
    expect((await expand(1)).body.data.totals.map((x) => [x.name, x.count])).toEqual([
      ['属于', 1000],
      ['位于', 2],
    ]);
    // An edit moves the graph's version: the copy in memory is older now, and no page comes from it.
    await addEdge(t.rt, await addEntity(t.rt, '项目', '超大区新项目'), '属于', hub);
    const after = await expand(1);
    expect([after.body.data.total, after.body.data.totals[0].count]).toEqual([1003, 1001]);
  });

  it('shows a node with its class, aliases and properties', async () => {
    const r = await call<{
      className: string;
      aliases: string[];
      properties: { key: string; value: string }[];
      titleMarks: boolean;
    }>(t.rt, nodeDetail, {}, { token: t.zhangsan, params: { id: await nodeId(t.rt, '李白') } });
    expect(r.body.data).toMatchObject({ className: '诗人', aliases: ['李太白', '青莲居士'], titleMarks: false });
    expect(r.body.data.properties).toContainEqual({ key: '字', value: '太白' });
  });
});
