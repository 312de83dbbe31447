import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importTemplate } from '@contract/graph/graph-import';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { nodeId } from '../../test/graph/graph';
import { importClient, workbook } from '../../test/graph/import-client';
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

const client = () => importClient(rt, () => t.admin);
const upload: ReturnType<typeof client>['upload'] = (...a) => client().upload(...a);
const snapshot = () => client().snapshot();
const entity = (name: string) => client().entity(name);
const _mentions = (id: number) => client().mentions(id);

describe('importing XLSX and JSON', () => {
  it('imports both sheets of a workbook, reading an inverse relation name backwards', async () => {
    const bytes = await workbook(
      [
        ['名称', '类别', '别名'],
        ['《园区安全守则》', '制度', '安全守则'],
        ['安保部', '部门', ''],
      ],
      [
        ['起点', '关系', '终点'],
        ['安保部', '创作', '《园区安全守则》'],
        ['安保部', '负责人', '李四'],
      ],
    );
    const dry = await upload(bytes, { name: 'g.xlsx', dryRun: true });
    expect(dry.body.data).toMatchObject({ dryRun: true, imported: false, issueCount: 0 });
    expect(dry.body.data.counts).toMatchObject({ nodesCreated: 2, relationsCreated: 2 });
    expect(await entity('安保部')).toEqual([]);
    const r = await upload(bytes, { name: 'g.xlsx' });
    expect(r.body.data.imported).toBe(true);
    const unit = (await entity('安保部'))[0].id;
    const edges = await rt.deps.db.execute<{ source_id: number; name: string }>(sql`
      select e.source_id, t.name from graph_edges e join graph_relation_types t on t.id = e.relation_type_id where e.target_id = ${unit}`);
    expect(edges.rows.map((e) => e.name)).toEqual(['负责']);
    expect(edges.rows[0].source_id).toBe(await nodeId(rt, '李四'));
  });

  it('imports JSON with lists, property objects and knowledge links, and merges into known entities', async () => {
    const item = await publish(rt, t.zhangsan, t.admin, { title: '新人入职手册', content: html('入职第一天请找人事。') });
    const doc = {
      nodes: [
        { 名称: '入职引导', 类别: '项目', 别名: ['新人引导'], 属性: { 负责人: '刘洋', 年份: 2026 }, 关联知识: [`1:${item}`] },
        { 名称: '张三', 类别: '人员', 别名: '小张', 属性: '职级=P6' },
      ],
      relations: [{ 起点: '张三', 关系: '负责', 终点: '入职引导' }],
    };
    const before = (await entity('张三'))[0];
    const r = await upload(JSON.stringify(doc), { name: 'g.json' });
    expect(r.body.data).toMatchObject({ format: 'json', imported: true });
    expect(r.body.data.counts).toMatchObject({ nodesCreated: 1, nodesUpdated: 1, relationsCreated: 1 });
    const [made] = await entity('入职引导');
    expect(made.properties).toEqual({ 负责人: '刘洋', 年份: '2026' });
    const links = await rt.deps.db.execute(sql`select knowledge_id from graph_entity_knowledge where node_id = ${made.id}`);
    expect(links.rows).toEqual([{ knowledge_id: item }]);
    const [zhang] = await entity('张三');
    expect(zhang.aliases).toEqual([...before.aliases, '小张']);
    expect(zhang.properties).toEqual({ ...before.properties, 职级: 'P6' });
    // The same file again changes nothing.
    const again = await upload(JSON.stringify(doc), { name: 'g.json' });
    expect(again.body.data.counts).toMatchObject({ nodesCreated: 0, nodesUpdated: 0, nodesUnchanged: 2, relationsExisting: 1 });
  });
});

describe('files that cannot be imported', () => {
  it('refuses an oversize file with a Chinese message and keeps nothing', async () => {
    const before = await snapshot();
    const big = new Uint8Array(IMPORT_MAX_BYTES + 1024).fill(0x61);
    const r = await upload(big);
    expect(r.status).toBe(413);
    expect(r.body.message).toContain('MB');
    expect(await snapshot()).toEqual(before);
  });

  it('says what is wrong with unreadable files', async () => {
    expect((await upload('随便写的一段话\n')).body.message).toContain('第一行应为表头');
    expect((await upload('{"nodes": 3}', { name: 'g.json' })).body.message).toContain('应为数组');
    expect((await upload('名称,类别\n"没闭合,人员\n')).body.message).toContain('引号没有闭合');
    expect((await upload(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).body.message).toContain('.xls');
    expect((await upload('名称,类别\n')).body.message).toBe('文件：没有可导入的行');
    const rows = ['名称,类别', ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `超量${i},产品`)].join('\n');
    expect((await upload(rows)).body.message).toBe(`文件：行数超过上限：一个文件最多 ${IMPORT_MAX_ROWS} 行（节点和关系合计）`);
  });
});

describe('templates', () => {
  it('offers each format; the workbook template imports as it stands', async () => {
    for (const format of ['xlsx', 'csv', 'json'] as const) {
      const r = await call<{ fileName: string; base64: string }>(rt, importTemplate, { format }, { token: t.admin });
      expect(r.status).toBe(200);
      const dry = await upload(Buffer.from(r.body.data.base64, 'base64'), { name: r.body.data.fileName, dryRun: true });
      expect(dry.body.data.issues, format).toEqual([]);
    }
    const rel = await call<{ fileName: string; base64: string }>(
      rt,
      importTemplate,
      { format: 'csv', table: 'relations' },
      { token: t.admin },
    );
    expect(Buffer.from(rel.body.data.base64, 'base64').toString()).toContain('起点');
    expect((await call(rt, importTemplate, { format: 'doc' }, { token: t.admin })).body.message).toContain('模板格式');
  });
});

describe('knowledge links of an import', () => {
  it('refuses a link to an item the importer may not read, naming the row', async () => {
    const lisi = (await rt.deps.db.execute<{ id: number }>(sql`select id from users where username = 'lisi'`)).rows[0].id;
    const secret = await publish(rt, t.admin, t.admin, {
      title: '只给李四看的名单',
      content: html('名单'),
      visibility: { scope: 'users', groupIds: [], userIds: [lisi] },
    });
    await grantKeys(rt, 'zhangsan', '图谱导入（测试）', ['ROLE_GRAPH_MANAGE']);
    const r = await upload(`名称,类别,关联知识\n名单项目,项目,1:${secret}\n`, { token: t.zhangsan });
    expect(r.body.data.issues).toEqual([
      { sheet: '节点', row: 2, field: '关联知识', reason: `知识“1:${secret}”不存在或无权查看` },
    ]);
    // The administrator, who may read it, imports the same row.
    expect((await upload(`名称,类别,关联知识\n名单项目,项目,1:${secret}\n`)).body.data.imported).toBe(true);
  });
});
