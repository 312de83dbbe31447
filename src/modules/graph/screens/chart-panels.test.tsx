import { relatedKnowledge } from '@contract/graph/graph';
import { addEdge, addEntity, nodeId } from '@server-test/graph/graph';
import { html } from '@server-test/search/search';
import { publish, tokens } from '@server-test/wiki/flow';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import type { GraphCanvasProps } from '../components/graph-canvas';

// jsdom has no canvas for cytoscape: the drawing is replaced by a list of what it would draw.
vi.mock('../components/graph-canvas', () => ({
  GraphCanvas: (p: GraphCanvasProps) => (
    <div data-testid="drawing" data-model={p.model}>
      {p.nodes.map((n) => (
        <button
          key={n.id}
          type="button"
          data-hidden={p.hiddenNodeIds.has(n.id) || undefined}
          onClick={() => p.onNodeTap(n.id)}
          onDoubleClick={() => p.onNodeDoubleTap(n.id)}
        >
          {n.label}
        </button>
      ))}
    </div>
  ),
}));

let zhang: number;
let li: number;
let dept: number;
let hub: number;
let west: number;
let east: number;
beforeAll(async () => {
  const rt = runtime();
  zhang = await nodeId(rt, '张三');
  li = await nodeId(rt, '李四');
  dept = await nodeId(rt, '平台研发部');
  // A hub above the super-node threshold (1,000 edges) that alone joins two places.
  hub = await addEntity(rt, '地区', '测试枢纽');
  west = await addEntity(rt, '地区', '测试西站');
  east = await addEntity(rt, '地区', '测试东站');
  await addEdge(rt, west, '属于', hub);
  await addEdge(rt, east, '属于', hub);
  const rel = await rt.deps.db.execute<{ id: number }>(sql`select id from graph_relation_types where name = '属于'`);
  const cls = await nodeId(rt, '项目');
  await rt.deps.db.execute(sql`
    with leaves as (
      insert into graph_nodes (type, class_id, name)
      select 2, ${cls}, '测试枢纽项目' || g from generate_series(1, 1000) g returning id)
    insert into graph_edges (source_id, target_id, relation_type_id) select id, ${hub}, ${rel.rows[0].id} from leaves`);
});

const drawing = () => screen.getByTestId('drawing');
const drawn = (name: string) => within(drawing()).getByRole('button', { name });
const card = () => screen.findByLabelText('节点详情');

describe('/chart panels and URL-held drawing', () => {
  it('reopens hidden and expanded nodes, the selected node and the panel from a link', async () => {
    await signInAs('zhangsan');
    const app = await renderApp(
      `/chart?start=${zhang}&end=${li}&hops=6&open=${encodeURIComponent(JSON.stringify([dept]))}&hide=${encodeURIComponent(
        JSON.stringify([zhang, await nodeId(runtime(), '孙浩')]),
      )}&node=${dept}&tab=related`,
    );
    // 孙浩 is on no path between 张三 and 李四: only the expansion of 平台研发部 draws him, hidden by hand.
    await waitFor(() => expect(drawn('孙浩').dataset.hidden).toBe('true'));
    // Hiding by hand reaches the ends of the path too: the link says so.
    expect(drawn('张三').dataset.hidden).toBe('true');
    expect(drawn('《代码评审规范》').dataset.hidden).toBeUndefined();
    const c = await card();
    await within(c).findByText(/显示 \d+ \/ 共 \d+/);
    expect(screen.getByRole('tab', { name: '相关知识' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('“平台研发部”的相关知识')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: '显示已隐藏的 2 个节点' }));
    await waitFor(() => expect(app.search()).not.toHaveProperty('hide'));
    expect(drawn('孙浩').dataset.hidden).toBeUndefined();
    // 隐藏 on the card puts the node back in the URL and closes the card.
    await app.user.click(within(await card()).getByRole('button', { name: '隐藏' }));
    await waitFor(() => expect(app.search()).toMatchObject({ hide: [dept] }));
    expect(app.search()).not.toHaveProperty('node');
  });

  it('switches models without losing the view', async () => {
    await signInAs('zhangsan');
    const app = await renderApp(
      `/chart?start=${zhang}&end=${li}&hops=6&open=${encodeURIComponent(JSON.stringify([dept]))}&hide=${encodeURIComponent(
        JSON.stringify([await nodeId(runtime(), '孙浩')]),
      )}&node=${dept}&tab=entities&cls=${await nodeId(runtime(), '人员')}`,
    );
    await waitFor(() => expect(drawn('孙浩').dataset.hidden).toBe('true'));
    // The path (through 市场部 to 李四) and the expansion are both drawn before the switch.
    await waitFor(() => expect(drawn('李四')).toBeTruthy());
    const before = within(drawing())
      .getAllByRole('button')
      .map((b) => b.textContent)
      .sort();
    await app.user.click(screen.getByRole('radio', { name: '层次（从左到右）' }));
    await waitFor(() => expect(drawing().dataset.model).toBe('1'));
    expect(app.search()).toMatchObject({ model: 1, open: [dept], node: dept, tab: 'entities', start: zhang, end: li });
    expect(
      within(drawing())
        .getAllByRole('button')
        .map((b) => b.textContent)
        .sort(),
    ).toEqual(before);
    expect(drawn('孙浩').dataset.hidden).toBe('true');
    expect(await card()).toBeTruthy();
    expect(await screen.findByRole('list', { name: '实体列表' })).toBeTruthy();
  });

  it('filters the entity list by class and keyword, pages it, and opens a row as the node card', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/chart?tab=entities');
    const list = await screen.findByRole('list', { name: '实体列表' });
    expect(within(list).getAllByRole('button')).toHaveLength(10);
    await app.user.click(screen.getByPlaceholderText('全部类别'));
    await app.user.click(await screen.findByRole('option', { name: '人员', hidden: true }));
    const people = await nodeId(runtime(), '人员');
    await waitFor(() => expect(app.search()).toMatchObject({ cls: people, tab: 'entities' }));
    // Eleven people in the demo organisation: ten on the first page, one on the second.
    await screen.findByText('共 11 个实体，点击查看详情');
    await app.user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.search()).toMatchObject({ epage: 2 }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '实体列表' })).getAllByRole('button')).toHaveLength(1));

    await app.user.type(screen.getByRole('textbox', { name: '实体关键词' }), '张');
    await waitFor(() => expect(app.search()).toMatchObject({ q: '张', cls: people }));
    expect(app.search()).not.toHaveProperty('epage');
    const row = await within(await screen.findByRole('list', { name: '实体列表' })).findByRole('button', { name: /张三/ });
    await waitFor(() => expect(within(screen.getByRole('list', { name: '实体列表' })).getAllByRole('button')).toHaveLength(1));
    await app.user.click(row);
    await waitFor(() => expect(app.search()).toMatchObject({ node: zhang }));
    const c = await card();
    await within(c).findByText('人员');
    // With no path yet, 展开 draws the entity's neighbourhood on its own.
    await app.user.click(within(c).getByRole('button', { name: '展开' }));
    await waitFor(() => expect(app.search()).toMatchObject({ open: [zhang] }));
    expect(await within(await screen.findByTestId('drawing')).findByRole('button', { name: '平台研发部' })).toBeTruthy();
  });

  it('lists the knowledge of the selected entity with the sort switch in the URL', async () => {
    const rt = runtime();
    const t = await tokens(rt);
    const product = await addEntity(rt, '地区', '朱雀门');
    // Most mentions first, published first, read second most: each order puts them differently.
    const a = await publish(rt, t.zhangsan, t.admin, { title: '朱雀门修缮纪要', content: html('朱雀门'.repeat(3)) });
    const b = await publish(rt, t.zhangsan, t.admin, { title: '城门巡查记录', content: html('朱雀门一瞥') });
    await publish(rt, t.zhangsan, t.admin, { title: '古城门游览指南', content: html('朱雀门与朱雀门广场') });
    await rt.deps.db.execute(sql`update knowledge set views = case id when ${b} then 100 when ${a} then 50 else 0 end
      where id in (select knowledge_id from graph_mentions where node_id = ${product})`);
    const titles = async (sortType: number) =>
      (await callAs<{ list: { title: string }[] }>('zhangsan', relatedKnowledge, { entityId: product, sortType })).list.map(
        (k) => k.title,
      );
    const [byRelevance, newest, mostRead] = [await titles(1), await titles(2), await titles(3)];
    expect(byRelevance).toEqual(['朱雀门修缮纪要', '古城门游览指南', '城门巡查记录']);
    expect(newest).toEqual(['古城门游览指南', '城门巡查记录', '朱雀门修缮纪要']);
    expect(mostRead).toEqual(['城门巡查记录', '朱雀门修缮纪要', '古城门游览指南']);
    await signInAs('zhangsan');
    const app = await renderApp(`/chart?tab=related&node=${product}`);
    const rows = async () =>
      within(await screen.findByRole('list', { name: '相关知识列表' }))
        .getAllByRole('link')
        .map((a) => a.textContent);
    await waitFor(async () => expect(await rows()).toEqual(byRelevance));
    const first = within(screen.getByRole('list', { name: '相关知识列表' })).getAllByRole('link')[0];
    // Each row opens the item's detail page.
    expect(first.getAttribute('href')).toMatch(/#\/detail\?id=\d+/);
    expect(screen.getAllByText(/^提及 \d+ 次$|^关联$/).length).toBeGreaterThan(0);

    await app.user.click(screen.getByRole('radio', { name: '最新' }));
    await waitFor(() => expect(app.search()).toMatchObject({ sort: 2 }));
    await waitFor(async () => expect(await rows()).toEqual(newest));
    await app.user.click(screen.getByRole('radio', { name: '最多阅读' }));
    await waitFor(() => expect(app.search()).toMatchObject({ sort: 3 }));
    await waitFor(async () => expect(await rows()).toEqual(mostRead));
    await app.user.click(screen.getByRole('radio', { name: '相关度' }));
    await waitFor(() => expect(app.search()).not.toHaveProperty('sort'));
  });

  it('says which super-nodes the search skipped and searches through them when allowed', async () => {
    await signInAs('zhangsan');
    const app = await renderApp(`/chart?start=${west}&end=${east}`);
    const alert = await screen.findByLabelText('跳过的超级节点');
    expect(within(alert).getByText(/未经过 1 个超级节点（关联超过 1,000 个）：测试枢纽/)).toBeTruthy();
    expect(screen.getByText('共找到 0 条路径')).toBeTruthy();
    await app.user.click(within(alert).getByRole('button', { name: '允许经过超级节点并重新查找' }));
    await waitFor(() => expect(app.search()).toMatchObject({ allowSuper: true }));
    expect(await screen.findByText('共找到 1 条路径')).toBeTruthy();
    expect(screen.queryByLabelText('跳过的超级节点')).toBeNull();
    expect((screen.getByRole('switch', { name: '允许经过超级节点' }) as HTMLInputElement).checked).toBe(true);
    // The switch turns it off again and the default leaves the URL.
    await app.user.click(screen.getByRole('switch', { name: '允许经过超级节点' }));
    await waitFor(() => expect(app.search()).not.toHaveProperty('allowSuper'));
    expect(await screen.findByText('共找到 0 条路径')).toBeTruthy();
  });

  it('expands a node fifty neighbours a page: 更多 and double-click load the next page into the URL', async () => {
    await signInAs('zhangsan');
    const app = await renderApp(`/chart?node=${hub}`);
    const c = await card();
    await app.user.click(await within(c).findByRole('button', { name: '展开' }));
    await within(c).findByText(/显示 50 \/ 共 1,002/);
    expect(app.search()).toMatchObject({ open: [hub] });
    await app.user.click(within(c).getByRole('button', { name: '更多' }));
    await within(c).findByText(/显示 100 \/ 共 1,002/);
    expect(app.search()).toMatchObject({ open: [hub, hub] });
    await app.user.dblClick(drawn('测试枢纽'));
    await within(c).findByText(/显示 150 \/ 共 1,002/);
    expect(app.search()).toMatchObject({ open: [hub, hub, hub] });
    // 50 neighbours a page and the hub itself.
    expect(within(drawing()).getAllByRole('button')).toHaveLength(151);
  });
});
