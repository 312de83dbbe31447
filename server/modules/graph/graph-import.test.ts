import { importTemplate } from '@contract/graph/graph-import';
import { call } from '../../test/client';
import { addEntity } from '../../test/graph/graph';
import { encodeGbk, importClient, workbook } from '../../test/graph/import-client';
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
const mentions = (id: number) => client().mentions(id);

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
