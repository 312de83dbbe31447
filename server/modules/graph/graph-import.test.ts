import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { graphImport, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importTemplate } from '../../../contract/graph-import';
import { call, connectionFrom, freshAddress } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { addEntity, nodeId } from '../../test/graph/graph';
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

interface Report {
  format: string;
  imported: boolean;
  dryRun: boolean;
  rows: { nodes: number; relations: number };
  issues: { sheet: string; row: number; field: string; reason: string }[];
  issueCount: number;
  counts: Record<string, number>;
}

async function upload(bytes: Uint8Array | string, opts: { token?: string; dryRun?: boolean; name?: string } = {}) {
  const form = new FormData();
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  form.append('file', new File([new Uint8Array(data)], opts.name ?? 'graph.csv'));
  const token = opts.token === undefined ? t.admin : opts.token;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const q = opts.dryRun ? '?dryRun=true' : '';
  const req = new Request(`http://localhost${graphImport.path}${q}`, { method: 'POST', body: form, headers });
  const res = await rt.app.fetch(req, connectionFrom(freshAddress()));
  return { status: res.status, body: (await res.json()) as { message: string; data: Report } };
}

const count = async (table: 'graph_nodes' | 'graph_edges' | 'graph_entity_knowledge') =>
  (await rt.deps.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n;
const snapshot = async () => [await count('graph_nodes'), await count('graph_edges'), await count('graph_entity_knowledge')];
const entity = async (name: string) =>
  (
    await rt.deps.db.execute<{ id: number; aliases: string[]; properties: Record<string, string>; degree: number }>(
      sql`select id, aliases, properties, degree from graph_nodes where name = ${name} and type = 2`,
    )
  ).rows;
const mentions = async (knowledgeId: number) =>
  Object.fromEntries(
    (
      await rt.deps.db.execute<{ name: string; count: number }>(sql`
        select n.name, m.count from graph_mentions m join graph_nodes n on n.id = m.node_id where m.knowledge_id = ${knowledgeId}`)
    ).rows.map((r) => [r.name, r.count]),
  );

async function workbook(nodes: string[][], relations: string[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('节点').addRows(nodes);
  wb.addWorksheet('关系').addRows(relations);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

describe('graph import access', () => {
  it('asks for sign-in and refuses callers without 知识图谱管理', async () => {
    const csv = '名称,类别\n越权实体,人员\n';
    expect((await upload(csv, { token: '' })).status).toBe(401);
    const refused = await upload(csv, { token: t.zhangsan });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('知识图谱管理');
    expect((await call(rt, importTemplate, { format: 'csv' })).status).toBe(401);
    expect((await call(rt, importTemplate, { format: 'csv' }, { token: t.zhangsan })).status).toBe(403);
    expect(await entity('越权实体')).toEqual([]);
  });
});

describe('importing a CSV', () => {
  it('creates entities with aliases and properties, and recounts the mentions of items naming them', async () => {
    const item = await publish(rt, t.zhangsan, t.admin, { title: '园区访客须知', content: html('访客请先到星光楼前台登记。') });
    expect(await mentions(item)).toEqual({});
    const csv = '\uFEFF名称,类别,别名,属性,备注\r\n星光大楼,地区,星光楼|星光,"楼层=12|地址=东区 1 号",随手写的备注\r\n';
    const r = await upload(csv);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ format: 'csv', imported: true, issueCount: 0, rows: { nodes: 1, relations: 0 } });
    expect(r.body.data.counts).toMatchObject({ nodesCreated: 1, nodesUpdated: 0 });
    const [row] = await entity('星光大楼');
    expect(row.aliases).toEqual(['星光楼', '星光']);
    expect(row.properties).toEqual({ 楼层: '12', 地址: '东区 1 号' });
    expect(await mentions(item)).toEqual({ 星光大楼: 1 });
  });

  it('recounts mentions for a large import too (its names looked for in one pass over the texts)', async () => {
    const item = await publish(rt, t.zhangsan, t.admin, { title: '供应商名录', content: html('本季度新增供应商：远帆物流。') });
    const names = Array.from({ length: 30 }, (_, i) => `批量供应商${i + 1}号`);
    const csv = ['名称,类别', ...names.map((n) => `${n},企业`), '远帆物流,企业'].join('\n');
    const r = await upload(csv);
    expect(r.body.data.counts).toMatchObject({ nodesCreated: 31 });
    expect(await mentions(item)).toEqual({ 远帆物流: 1 });
  });

  it('reads a relations CSV saved by Excel in GBK, merging a known entity instead of duplicating it', async () => {
    const gbk = new TextDecoder('gb18030');
    // Encoded by hand: TextEncoder only writes UTF-8. The file names 张三 and 李四 (seeded) and 提及.
    const text = '起点,关系,终点\r\n张三,提及,李四\r\n';
    const bytes = encodeGbk(text);
    expect(gbk.decode(bytes)).toBe(text);
    const before = (await entity('李四'))[0].degree;
    const r = await upload(bytes);
    expect(r.body.data).toMatchObject({ imported: true, counts: { relationsCreated: 1, relationsExisting: 0 } });
    expect((await entity('李四'))[0].degree).toBe(before + 1);
    const again = await upload(bytes);
    expect(again.body.data.counts).toMatchObject({ relationsCreated: 0, relationsExisting: 1 });
  });
});

describe('a refused row refuses the whole file', () => {
  it('names sheet, row and field of every problem and writes nothing', async () => {
    const before = await snapshot();
    const csv = [
      '名称,类别,别名,属性,关联知识',
      '全新实体一号,人员,,,',
      ',人员,,,',
      '全新实体二号,不存在的类别,,,',
      '全新实体三号,人员,,缺少等号,',
      '全新实体一号,人员,,,',
      `${'长'.repeat(101)},人员,,,`,
      '全新实体四号,人员,,,1:99999999',
    ].join('\n');
    const r = await upload(csv);
    expect(r.status).toBe(200);
    expect(r.body.data.imported).toBe(false);
    expect(r.body.data.issues.map((i) => [i.sheet, i.row, i.field])).toEqual([
      ['节点', 3, '名称'],
      ['节点', 4, '类别'],
      ['节点', 5, '属性'],
      ['节点', 6, '名称'],
      ['节点', 7, '名称'],
      ['节点', 8, '关联知识'],
    ]);
    const reasons = r.body.data.issues.map((i) => i.reason);
    expect(reasons).toEqual([
      '请填写名称',
      '类别“不存在的类别”不存在',
      '“缺少等号”不是 键=值 的形式（多个用 | 分隔）',
      '与第 2 行重复（同一类别下的同名实体）',
      '名称最多100个字',
      '知识“1:99999999”不存在或无权查看',
    ]);
    expect(await snapshot()).toEqual(before);
    expect(await entity('全新实体一号')).toEqual([]);
  });

  it('refuses relations to unknown or ambiguous entities and unknown relation types, naming the row', async () => {
    await addEntity(rt, '产品', '同名者');
    await addEntity(rt, '人员', '同名者');
    const before = await snapshot();
    const bytes = await workbook(
      [
        ['名称', '类别'],
        ['新来的实体', '人员'],
      ],
      [
        ['起点', '关系', '终点', '终点类别'],
        ['新来的实体', '提及', '同名者'],
        ['新来的实体', '提及', '谁也不是'],
        ['新来的实体', '不存在的关系', '李四'],
        ['新来的实体', '提及', '同名者', '产品'],
        ['新来的实体', '提及', '同名者', '产品'],
        ['新来的实体', '提及', '新来的实体'],
      ],
    );
    const r = await upload(bytes, { name: 'graph.xlsx' });
    expect(r.body.data.format).toBe('xlsx');
    expect(r.body.data.issues).toEqual([
      { sheet: '关系', row: 2, field: '终点类别', reason: '有 2 个名为“同名者”的实体（产品、人员），请填写终点类别' },
      { sheet: '关系', row: 3, field: '终点', reason: '找不到实体“谁也不是”：请先在节点表中添加，或检查名称' },
      { sheet: '关系', row: 4, field: '关系', reason: '关系类型“不存在的关系”不存在' },
      { sheet: '关系', row: 6, field: '关系', reason: '与第 5 行重复' },
      { sheet: '关系', row: 7, field: '终点', reason: '起点和终点不能是同一个实体' },
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

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

/** GBK bytes of text made of ASCII and the few Han characters the test uses (a table, not an encoder). */
function encodeGbk(text: string): Uint8Array {
  const table: Record<string, number[]> = {
    起: [0xc6, 0xf0],
    点: [0xb5, 0xe3],
    关: [0xb9, 0xd8],
    系: [0xcf, 0xb5],
    终: [0xd6, 0xd5],
    张: [0xd5, 0xc5],
    三: [0xc8, 0xfd],
    提: [0xcc, 0xe1],
    及: [0xbc, 0xb0],
    李: [0xc0, 0xee],
    四: [0xcb, 0xc4],
  };
  return new Uint8Array([...text].flatMap((ch) => table[ch] ?? [ch.charCodeAt(0)]));
}

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
