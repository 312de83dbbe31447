import { entityByName } from '@contract/graph/graph';
import { PUBLIC_GRAPH_CODE, publicOverview, publicSmallChart } from '@contract/graph/graph-public';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { addEdge, addEntity, nodeId } from '../../test/graph/graph';
import { html } from '../../test/search/search';
import { setupRuntime } from '../../test/setup-runtime';
import { entry, idOf, publish, save } from '../../test/wiki/flow';

interface Drawing {
  centreIds: number[];
  nodes: { id: number; name: string }[];
  edges: { sourceId: number; targetId: number }[];
  relationTypes: { id: number; name: string }[];
  total: number;
  totalCapped: boolean;
}

// lisi (文档专员) and wangwu (访客) do not hold 知识图谱.
const t = setupRuntime('zhangsan', 'lisi', 'wangwu', 'admin');

const small = (name: string) => call<Drawing & { sameName: number }>(t.rt, publicSmallChart, {}, { params: { name } });
const overview = () => call<Drawing & { knowledge: { id: number; title: string } | null }>(t.rt, publicOverview, {});
const setSwitch = (value: string) =>
  t.rt.deps.db.execute(sql`update config_items set value = ${value} where code = ${PUBLIC_GRAPH_CODE}`);
const markPublic = (names: string[], value = true) =>
  t.rt.deps.db.execute(
    sql`update graph_nodes set is_public = ${value} where type = 1 and name = any(string_to_array(${names.join(',')}, ','))`,
  );
const POETRY = ['诗人', '诗词', '词牌', '朝代', '诗集'];
const ENTERPRISE = ['人员', '部门', '产品', '制度', '项目', '地区'];

describe('public graph pages over the demo data, as an anonymous visitor (issue 27)', () => {
  it('are off on a fresh database', async () => {
    const v = await t.rt.deps.db.execute<{ value: string }>(
      sql`select value from config_items where code = ${PUBLIC_GRAPH_CODE}`,
    );
    expect(v.rows[0]?.value).toBe('0');
    for (const r of [await small('李白'), await overview()]) {
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('公开知识图谱未开放');
    }
  });

  it('show nothing once switched on until an administrator marks a class public', async () => {
    await setSwitch('1');
    const marked = await t.rt.deps.db.execute(sql`select 1 from graph_nodes where type = 1 and is_public`);
    expect(marked.rows).toEqual([]);
    expect((await small('李白')).status).toBe(404);
    expect((await small('张三')).status).toBe(404);
    const o = await overview();
    expect(o.body.data).toMatchObject({ knowledge: null, nodes: [], total: 0 });
  });

  it('reach only entities of public classes from every demo name, with degrees counting only what is shown', async () => {
    await markPublic(POETRY);
    const entities = await t.rt.deps.db.execute<{ name: string; class: string }>(sql`
      select n.name, c.name as class from graph_nodes n join graph_nodes c on c.id = n.class_id where n.type = 2 order by n.id`);
    const classOf = new Map(entities.rows.map((e) => [e.name, e.class]));
    expect(entities.rows.filter((e) => ENTERPRISE.includes(e.class)).length).toBeGreaterThan(20);
    const reached = new Set<string>();
    for (const e of entities.rows) {
      const r = await small(e.name);
      if (!POETRY.includes(e.class)) {
        // An internal entity's page answers as an unknown name (a poem may share its name: then the poem is drawn).
        if (r.status === 200)
          expect(POETRY).toContain(classOf.get(r.body.data.nodes.find((n) => n.id === r.body.data.centreIds[0])!.name));
        else expect(r.status).toBe(404);
        continue;
      }
      expect(r.status).toBe(200);
      const drawn = new Map<number, number>();
      for (const x of r.body.data.edges) for (const id of [x.sourceId, x.targetId]) drawn.set(id, (drawn.get(id) ?? 0) + 1);
      for (const n of r.body.data.nodes as { id: number; name: string; degree: number }[]) {
        reached.add(n.name);
        expect(n.degree, n.name).toBe(drawn.get(n.id) ?? 0);
      }
    }
    const leaked = [...reached].filter((name) => !POETRY.includes(classOf.get(name) ?? ''));
    expect(leaked).toEqual([]);
    expect(reached.size).toBeGreaterThan(10);
    const o = JSON.stringify((await overview()).body);
    for (const e of entities.rows) if (ENTERPRISE.includes(e.class)) expect(o).not.toContain(`"name":"${e.name}"`);
  });
});

describe('entity by name (signed in)', () => {
  it('asks for sign-in and 知识图谱', async () => {
    const anon = await call(t.rt, entityByName, { name: '李白' });
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
    for (const token of [t.lisi, t.wangwu]) {
      const r = await call(t.rt, entityByName, { name: '李白' }, { token });
      expect(r.status).toBe(403);
      expect(r.body.message).toContain('知识图谱');
    }
  });

  it('finds every entity of a name or alias, the exact name first, and refuses an empty name', async () => {
    const byName = (name: string) =>
      call<{ id: number; name: string; className: string }[]>(t.rt, entityByName, { name }, { token: t.zhangsan });
    expect((await byName('李白')).body.data.map((n) => n.name)).toEqual(['李白']);
    const twin = await addEntity(t.rt, '地区', '李白');
    const both = (await byName('李白')).body.data;
    expect(both.map((n) => n.id)).toEqual(expect.arrayContaining([await nodeId(t.rt, '李白'), twin]));
    expect(both.map((n) => n.className).sort()).toEqual(['地区', '诗人'].sort());
    const crm = await byName('智联CRM');
    expect(crm.body.data.map((n) => n.name)).toEqual(['智联CRM客户关系管理系统']);
    expect((await byName('没有这个实体')).body.data).toEqual([]);
    const empty = await byName('  ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('请输入实体名称');
    await t.rt.deps.db.execute(sql`delete from graph_nodes where id = ${twin}`);
  });
});

describe('public graph pages', () => {
  beforeAll(async () => {
    await setSwitch('1');
    await markPublic([...POETRY, ...ENTERPRISE]);
  });

  it('draw an entity and the atlas overview without sign-in', async () => {
    const r = await small('李白');
    expect(r.status).toBe(200);
    const li = await nodeId(t.rt, '李白');
    expect(r.body.data.centreIds).toEqual([li]);
    expect(r.body.data.nodes.map((n) => n.name)).toEqual(expect.arrayContaining(['李白', '静夜思', '唐朝']));
    expect(r.body.data.total).toBeGreaterThanOrEqual(r.body.data.edges.length);
    for (const e of r.body.data.edges) expect([e.sourceId, e.targetId]).toContain(li);
    expect(r.body.data.relationTypes.map((x) => x.name)).toContain('创作');
    const empty = await overview();
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ knowledge: null, nodes: [], total: 0 });
    const item = await publish(t.rt, t.zhangsan, t.admin, { title: '诗人小记', content: html('李白与杜甫的交往。') });
    const o = await overview();
    expect(o.body.data.knowledge).toMatchObject({ id: item, title: '诗人小记' });
    expect(o.body.data.centreIds.sort()).toEqual([li, await nodeId(t.rt, '杜甫')].sort());
    const unknown = await small('没有这个实体');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('没有名为“没有这个实体”的公开实体');
  });

  it('leave out every node a restricted item links to or mentions, in drawings and counts alike', async () => {
    const market = await idOf(t.rt, 'groups', '市场部');
    const tower = await addEntity(t.rt, '地区', '白玉塔');
    const vault = await addEntity(t.rt, '项目', '黑曜石计划');
    const shared = await addEntity(t.rt, '项目', '琥珀灯计划');
    const open = await addEntity(t.rt, '产品', '青玉灯');
    for (const other of [vault, shared, open]) await addEdge(t.rt, tower, '位于', other);
    const secretTitle = '黑曜石计划与琥珀灯计划预算（仅市场部）';
    const restricted = { scope: 'groups' as const, groupIds: [market], userIds: [] };
    await publish(t.rt, t.admin, t.admin, {
      title: secretTitle,
      content: html('黑曜石计划的预算，琥珀灯计划的预算。'),
      visibility: restricted,
    });
    // 琥珀灯计划 is also spoken of in public: one restricted mention still keeps it out.
    const publicItem = await publish(t.rt, t.admin, t.admin, {
      title: '白玉塔导览',
      content: html('白玉塔旁有青玉灯，也有琥珀灯计划的展板。'),
    });
    // A hand link to a draft is as closed as a restricted item.
    const draftOnly = await addEntity(t.rt, '产品', '紫檀匣');
    await addEdge(t.rt, tower, '位于', draftOnly);
    const draft = await save(t.rt, t.zhangsan, entry({ title: '紫檀匣草稿', content: html('草稿。') }));
    await t.rt.deps.db.execute(
      sql`insert into graph_entity_knowledge (node_id, knowledge_id, domain_id) values (${draftOnly}, ${draft.id}, 1)`,
    );

    const r = await small('白玉塔');
    expect(r.status).toBe(200);
    const ids = r.body.data.nodes.map((n) => n.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(vault);
    expect(ids).not.toContain(shared);
    expect(ids).not.toContain(draftOnly);
    // The count is taken after the filter: it does not give away how many neighbours are hidden.
    expect(r.body.data.total).toBe(1);
    const text = JSON.stringify(r.body);
    for (const secret of ['黑曜石', '琥珀灯', '仅市场部', '紫檀匣']) expect(text).not.toContain(secret);

    // The restricted entity's own page answers as an unknown name.
    const hidden = await small('黑曜石计划');
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('没有名为“黑曜石计划”的公开实体');

    // The overview never opens on, names or draws anything restricted.
    const o = await overview();
    const otext = JSON.stringify(o.body);
    for (const secret of ['黑曜石', '琥珀灯', '仅市场部']) expect(otext).not.toContain(secret);
    expect(o.body.data.knowledge?.id).not.toBeUndefined();
    const visible = await t.rt.deps.db.execute<{ visibility: string; published: boolean }>(
      sql`select visibility, published_version is not null as published from knowledge where id = ${o.body.data.knowledge?.id}`,
    );
    expect(visible.rows[0]).toEqual({ visibility: 'all', published: true });
    expect(publicItem).toBeGreaterThan(0);
  });

  it('refuse everything while the switch is off, or missing', async () => {
    await setSwitch('0');
    for (const r of [await small('李白'), await overview()]) {
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('公开知识图谱未开放');
      expect(JSON.stringify(r.body)).not.toContain('李白');
    }
    await t.rt.deps.db.execute(sql`delete from config_items where code = ${PUBLIC_GRAPH_CODE}`);
    expect((await small('李白')).status).toBe(403);
    await t.rt.deps.db.execute(
      sql`insert into config_items (code, name, value) values (${PUBLIC_GRAPH_CODE}, '公开知识图谱页面', '1')`,
    );
    expect((await small('李白')).status).toBe(200);
  });

  it('refuses a name that is too long with a Chinese message', async () => {
    const r = await small('长'.repeat(51));
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('实体名称最多50个字');
  });
});
