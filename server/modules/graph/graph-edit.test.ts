import { edgeRemove, edgeSave, nodeRemove, nodeSave } from '@contract/graph/graph-edit';
import { sql } from 'drizzle-orm';
import { idOf } from '../../test/admin/setup';
import { call } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { nodeId } from '../../test/graph/graph';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { html } from '../../test/search/search';
import { publish, tokens } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

const save = (input: Record<string, unknown>, token = t.admin) => call<{ id: number }>(rt, nodeSave, input, { token });
const edge = (input: Record<string, unknown>, token = t.admin) => call<{ id: number }>(rt, edgeSave, input, { token });
const mentions = async (knowledgeId: number) =>
  Object.fromEntries(
    (
      await rt.deps.db.execute<{ name: string; count: number }>(sql`
        select n.name, m.count from graph_mentions m join graph_nodes n on n.id = m.node_id where m.knowledge_id = ${knowledgeId}`)
    ).rows.map((r) => [r.name, r.count]),
  );
const degree = async (id: number) =>
  (await rt.deps.db.execute<{ degree: number }>(sql`select degree from graph_nodes where id = ${id}`)).rows[0].degree;

describe('graph editing access and input', () => {
  it('asks for sign-in and refuses callers without 知识图谱管理', async () => {
    const calls = [
      [nodeSave, { type: 2, name: '越权', classId: 1 }, undefined],
      [nodeRemove, {}, { id: 1 }],
      [edgeSave, { sourceId: 1, relationTypeId: 1, targetId: 2 }, undefined],
      [edgeRemove, {}, { id: 1 }],
    ] as const;
    for (const [ep, input, params] of calls) {
      expect((await call(rt, ep, input, { params })).status, ep.id).toBe(401);
      const r = await call(rt, ep, input, { token: t.zhangsan, params });
      expect(r.status, ep.id).toBe(403);
      expect(r.body.message).toContain('知识图谱管理');
    }
  });

  it('refuses bad nodes with a Chinese message', async () => {
    const people = await nodeId(rt, '人员');
    const enterprise = await nodeId(rt, '企业');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: 2, name: '无类别' }, 400, '请选择本体类别'],
      [{ type: 2, name: '错类别', classId: await nodeId(rt, '张三') }, 400, '本体类别不存在'],
      [{ type: 2, name: '张三', classId: people }, 409, '同一类别下已有同名实体'],
      [{ type: 2, name: '  ', classId: people }, 400, '请输入名称'],
      [{ type: 1, name: '新类别', color: '#ff0000' }, 400, '颜色不正确'],
      [{ type: 1, id: enterprise, name: '企业', parentId: people }, 400, '上级类别不能是自身或其下级'],
      [{ type: 2, id: people, name: '人员', classId: people }, 400, '节点类型不能修改'],
      [
        {
          type: 2,
          name: '重复属性',
          classId: people,
          properties: [
            { key: 'a', value: '1' },
            { key: 'a', value: '2' },
          ],
        },
        400,
        '属性名不能重复',
      ],
    ];
    for (const [input, status, message] of cases) {
      const r = await save(input);
      expect(r.status, JSON.stringify(input)).toBe(status);
      expect(r.body.message).toContain(message);
    }
    expect((await call(rt, nodeRemove, {}, { token: t.admin, params: { id: people } })).body.message).toBe(
      '该类别下还有实体或下级类别，不能删除',
    );
  });
});

describe('editing entities keeps suggestions and mentions right', () => {
  it('recounts the mentions an entity gains or loses by being created, renamed and removed', async () => {
    const place = await nodeId(rt, '地区');
    const item = await publish(rt, t.zhangsan, t.admin, {
      title: '园区导览',
      content: html('白玉兰广场在东门，白玉兰广场旁有咖啡。'),
    });
    expect(await mentions(item)).toEqual({});
    const short = await save({ type: 2, name: '白玉兰', classId: place });
    expect(await mentions(item)).toEqual({ 白玉兰: 2 });
    const long = await save({ type: 2, name: '白玉兰广场', classId: place, properties: [{ key: '位置', value: '东门' }] });
    expect(long.status).toBe(200);
    // The longer name takes the text; the short one no longer matches inside it.
    expect(await mentions(item)).toEqual({ 白玉兰广场: 2 });
    await save({ type: 2, id: long.body.data.id, name: '白玉兰大厦', classId: place, aliases: ['玉兰广场'] });
    expect(await mentions(item)).toEqual({ 白玉兰: 2 });
    await save({ type: 2, id: long.body.data.id, name: '白玉兰大厦', classId: place, aliases: ['白玉兰广场'] });
    expect(await mentions(item)).toEqual({ 白玉兰大厦: 2 });
    expect((await call(rt, nodeRemove, {}, { token: t.admin, params: { id: long.body.data.id } })).status).toBe(200);
    expect(await mentions(item)).toEqual({ 白玉兰: 2 });
    expect(short.status).toBe(200);
  });

  it('links an entity to knowledge the editor may read, and replaces the links when told', async () => {
    const project = await nodeId(rt, '项目');
    const item = await publish(rt, t.zhangsan, t.admin, { title: '链接测试词条', content: html('正文') });
    const links = async (id: number) =>
      (await rt.deps.db.execute(sql`select knowledge_id from graph_entity_knowledge where node_id = ${id}`)).rows;
    const made = await save({ type: 2, name: '链接测试项目', classId: project, knowledge: [{ domainId: 1, id: item }] });
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    expect(await links(id)).toEqual([{ knowledge_id: item }]);
    // Without the field the links stay; a wrong domain or a missing item is refused and changes nothing.
    await save({ type: 2, id, name: '链接测试项目', classId: project });
    expect(await links(id)).toEqual([{ knowledge_id: item }]);
    const wrong = await save({ type: 2, id, name: '链接测试项目', classId: project, knowledge: [{ domainId: 2, id: item }] });
    expect(wrong.body.message).toBe('关联知识不存在或无权查看');
    expect(await links(id)).toEqual([{ knowledge_id: item }]);
    await save({ type: 2, id, name: '链接测试项目', classId: project, knowledge: [] });
    expect(await links(id)).toEqual([]);
  });

  it('adds and removes relations between entities, keeping degrees', async () => {
    const zhang = await nodeId(rt, '张三');
    const li = await nodeId(rt, '李四');
    const rel = (await rt.deps.db.execute<{ id: number }>(sql`select id from graph_relation_types where name = '提及'`)).rows[0]
      .id;
    const before = [await degree(zhang), await degree(li)];
    const made = await edge({ sourceId: zhang, relationTypeId: rel, targetId: li });
    expect(made.status).toBe(200);
    expect([await degree(zhang), await degree(li)]).toEqual([before[0] + 1, before[1] + 1]);
    expect((await edge({ sourceId: zhang, relationTypeId: rel, targetId: li })).body.message).toBe('该关系已存在');
    expect((await edge({ sourceId: zhang, relationTypeId: rel, targetId: zhang })).body.message).toContain('起点和终点不能相同');
    const toClass = await edge({ sourceId: zhang, relationTypeId: rel, targetId: await nodeId(rt, '人员') });
    expect(toClass.body.message).toBe('关系只能连接两个已有的实体');
    expect((await edge({ sourceId: zhang, relationTypeId: 9_999, targetId: li })).body.message).toBe('关系类型不存在');
    const id = made.body.data.id;
    expect((await call(rt, edgeRemove, {}, { token: t.admin, params: { id } })).status).toBe(200);
    expect([await degree(zhang), await degree(li)]).toEqual(before);
    expect((await call(rt, edgeRemove, {}, { token: t.admin, params: { id } })).status).toBe(404);
  });

  it('removes an entity with its relations, lowering its neighbours’ degrees', async () => {
    const people = await nodeId(rt, '人员');
    const li = await nodeId(rt, '李四');
    const rel = (await rt.deps.db.execute<{ id: number }>(sql`select id from graph_relation_types where name = '负责'`)).rows[0]
      .id;
    const temp = (await save({ type: 2, name: '临时顾问', classId: people })).body.data.id;
    await edge({ sourceId: temp, relationTypeId: rel, targetId: li });
    const withEdge = await degree(li);
    expect((await call(rt, nodeRemove, {}, { token: t.admin, params: { id: temp } })).status).toBe(200);
    expect(await degree(li)).toBe(withEdge - 1);
  });
});

describe('links the editor may not read', () => {
  it('are kept when he replaces the links, and cannot be added by him', async () => {
    const lisi = await idOf(rt, 'users', 'lisi');
    const secret = await publish(rt, t.admin, t.admin, {
      title: '只给李四看的纪要',
      content: html('纪要'),
      visibility: { scope: 'users', groupIds: [], userIds: [lisi] },
    });
    const open = await publish(rt, t.admin, t.admin, { title: '公开的纪要', content: html('纪要') });
    const project = await nodeId(rt, '项目');
    const id = (await save({ type: 2, name: '纪要项目', classId: project, knowledge: [{ domainId: 1, id: open }] })).body.data.id;
    await rt.deps.db.execute(
      sql`insert into graph_entity_knowledge (node_id, knowledge_id, domain_id) values (${id}, ${secret}, 1)`,
    );
    await grantKeys(rt, 'zhangsan', '图谱编辑（测试）', ['ROLE_GRAPH_MANAGE']);
    const cleared = await save({ type: 2, id, name: '纪要项目', classId: project, knowledge: [] }, t.zhangsan);
    expect(cleared.status).toBe(200);
    const links = await rt.deps.db.execute(sql`select knowledge_id from graph_entity_knowledge where node_id = ${id}`);
    expect(links.rows).toEqual([{ knowledge_id: secret }]);
    const sneak = await save(
      { type: 2, id, name: '纪要项目', classId: project, knowledge: [{ domainId: 1, id: secret }] },
      t.zhangsan,
    );
    expect(sneak.body.message).toBe('关联知识不存在或无权查看');
  });
});
