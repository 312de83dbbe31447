import { nodeDetail, overviewAtlas, relatedEntity, relatedKnowledge, relationIndexZoom } from '@contract/graph/graph';
import { recycleRestore } from '@contract/recycle/recycle';
import { wikiRemove } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { addEdge, addEntity, nodeId } from '../../test/graph/graph';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { html } from '../../test/search/search';
import { approve, entry, idOf, publish, save, submit, tokens } from '../../test/wiki/flow';

interface Related {
  total: number;
  list: { id: number; title: string; mentions: number; linked: boolean }[];
}

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

const related = (entityId: number, token = t.zhangsan, more: Record<string, unknown> = {}) =>
  call<Related>(rt, relatedKnowledge, { entityId, ...more }, { token });
const mentionsOf = async (knowledgeId: number) =>
  (
    await rt.deps.db.execute<{ name: string; count: number }>(sql`
      select n.name, m.count from graph_mentions m join graph_nodes n on n.id = m.node_id
      where m.knowledge_id = ${knowledgeId}`)
  ).rows.sort((a, b) => (a.name < b.name ? -1 : 1));

describe('mentions follow the search index', () => {
  it('are written on publish, replaced on edit, dropped on delete and back on restore', async () => {
    const tower = await addEntity(rt, '产品', '琉璃塔巡检系统', ['琉璃塔']);
    const id = await publish(rt, t.zhangsan, t.admin, {
      title: '琉璃塔巡检系统上线说明',
      content: html('琉璃塔每周巡检一次；李白曾登塔。', '星河持续交付平台负责发布。'),
    });
    // The longest name wins (琉璃塔巡检系统 in the title), the alias counts in the body; one-character names never.
    expect(await mentionsOf(id)).toEqual(
      [
        { name: '李白', count: 1 },
        { name: '星河持续交付平台', count: 1 },
        { name: '琉璃塔巡检系统', count: 2 },
      ].sort((a, b) => (a.name < b.name ? -1 : 1)),
    );
    expect((await related(tower)).body.data.list).toEqual([expect.objectContaining({ id, mentions: 2, linked: false })]);

    await save(rt, t.zhangsan, entry({ id, baseVersion: 1, title: '巡检说明', content: html('只提李白。') }));
    // A draft is not published: mentions stay those of the published text until approval.
    expect((await related(tower)).body.data.total).toBe(1);
    await submit(rt, t.zhangsan, id);
    await approve(rt, t.admin, id);
    expect(await mentionsOf(id)).toEqual([{ name: '李白', count: 1 }]);
    expect((await related(tower)).body.data.total).toBe(0);

    expect((await call(rt, wikiRemove, {}, { token: t.zhangsan, params: { id } })).status).toBe(200);
    expect(await mentionsOf(id)).toEqual([]);
    expect((await call(rt, recycleRestore, {}, { token: t.zhangsan, params: { id } })).status).toBe(200);
    expect(await mentionsOf(id)).toEqual([{ name: '李白', count: 1 }]);
  });

  it('sorts related knowledge by mentions, newest or most read, ten a page', async () => {
    const gate = await addEntity(rt, '地区', '朱雀门');
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) {
      ids.push(await publish(rt, t.zhangsan, t.admin, { title: `朱雀门游记第${i}篇`, content: html('朱雀门'.repeat(i)) }));
    }
    await rt.deps.db.execute(sql`update knowledge set views = 100 where id = ${ids[4]}`);
    const byMentions = (await related(gate)).body.data;
    expect(byMentions.total).toBe(12);
    expect(byMentions.list).toHaveLength(10);
    expect(byMentions.list[0]).toMatchObject({ id: ids[11], mentions: 13 });
    expect((await related(gate, t.zhangsan, { page: 2 })).body.data.list).toHaveLength(2);
    expect((await related(gate, t.zhangsan, { sortType: 2 })).body.data.list[0].id).toBe(ids[11]);
    expect((await related(gate, t.zhangsan, { sortType: 3 })).body.data.list[0].id).toBe(ids[4]);
  });
});

describe('restricted knowledge is never named', () => {
  it('leaves items the caller may not read out of lists, counts, links and neighbourhoods', async () => {
    const market = await idOf(rt, 'groups', '市场部');
    const vault = await addEntity(rt, '项目', '青铜鼎计划');
    await addEdge(rt, vault, '属于', await nodeId(rt, '市场部'));
    const secretTitle = '青铜鼎计划内部预算（仅市场部）';
    const secret = await publish(rt, t.admin, t.admin, {
      title: secretTitle,
      content: html('青铜鼎计划青铜鼎计划青铜鼎计划的预算。'),
      visibility: { scope: 'groups', groupIds: [market], userIds: [] },
    });
    const open = await publish(rt, t.admin, t.admin, { title: '青铜鼎计划对外介绍', content: html('青铜鼎计划简介。') });
    await rt.deps.db.execute(sql`
      insert into graph_entity_knowledge (node_id, knowledge_id, domain_id) values (${vault}, ${secret}, 1), (${vault}, ${open}, 1)`);

    const mine = await related(vault);
    expect(mine.body.data.total).toBe(1);
    expect(mine.body.data.list.map((k) => k.id)).toEqual([open]);
    expect(JSON.stringify(mine.body)).not.toContain('仅市场部');
    const admins = await related(vault, t.admin);
    expect(admins.body.data.list.map((k) => k.id)).toEqual([secret, open]);
    // Three in the body and one in the title.
    expect(admins.body.data.list[0]).toMatchObject({ linked: true, mentions: 4 });

    const detail = await call<{ knowledge: { id: number }[] }>(rt, nodeDetail, {}, { token: t.zhangsan, params: { id: vault } });
    expect(detail.body.data.knowledge.map((k) => k.id)).toEqual([open]);
    expect(JSON.stringify(detail.body)).not.toContain('仅市场部');

    // The restricted item's own graph answers as if it did not exist.
    for (const r of [
      await call(rt, relatedEntity, { knowledgeId: secret }, { token: t.zhangsan }),
      await call(rt, relationIndexZoom, {}, { token: t.zhangsan, params: { knowledgeId: secret } }),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('知识不存在或无权查看');
    }
    const adminsEntities = await call<{ total: number; list: { id: number; linked: boolean; mentions: number }[] }>(
      rt,
      relatedEntity,
      { knowledgeId: secret },
      { token: t.admin },
    );
    expect(adminsEntities.body.data.list[0]).toMatchObject({ id: vault, linked: true, mentions: 4 });

    // The atlas never opens on the restricted item for someone outside 市场部, however many entities it has.
    for (let i = 0; i < 3; i++) {
      const extra = await addEntity(rt, '产品', `青铜鼎配件${i}`);
      await rt.deps.db.execute(
        sql`insert into graph_entity_knowledge (node_id, knowledge_id, domain_id) values (${extra}, ${secret}, 1)`,
      );
    }
    expect((await call<{ knowledgeId: number }>(rt, overviewAtlas, {}, { token: t.admin })).body.data.knowledgeId).toBe(secret);
    expect((await call<{ knowledgeId: number }>(rt, overviewAtlas, {}, { token: t.zhangsan })).body.data.knowledgeId).not.toBe(
      secret,
    );
  });

  it('draws a readable item with its entities and their neighbours', async () => {
    const id = await publish(rt, t.zhangsan, t.admin, { title: '诗人小记', content: html('李白与杜甫的交往。') });
    const r = await call<{ centreIds: number[]; nodes: { name: string }[]; edges: unknown[]; total: number }>(
      rt,
      relationIndexZoom,
      {},
      { token: t.zhangsan, params: { knowledgeId: id } },
    );
    expect(r.status).toBe(200);
    const li = await nodeId(rt, '李白');
    const du = await nodeId(rt, '杜甫');
    expect(r.body.data.centreIds.sort()).toEqual([li, du].sort());
    expect(r.body.data.nodes.map((n) => n.name)).toEqual(expect.arrayContaining(['李白', '杜甫', '静夜思', '唐朝']));
    expect(r.body.data.total).toBe(r.body.data.edges.length);
  });
});
