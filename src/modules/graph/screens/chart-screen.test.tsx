import { nodeId } from '@server-test/graph/graph';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import type { GraphCanvasProps } from '../components/graph-canvas';

// jsdom has no canvas for cytoscape: the drawing is replaced by a list of what it would draw.
vi.mock('../components/graph-canvas', () => ({
  GraphCanvas: (p: GraphCanvasProps) => (
    <div data-testid="drawing" data-model={p.model} data-highlight={p.highlight?.nodeIds.join(',') ?? ''}>
      {p.nodes.map((n) => (
        <button key={n.id} type="button" data-hidden={p.hiddenNodeIds.has(n.id) || undefined} onClick={() => p.onNodeTap(n.id)}>
          {n.label}
        </button>
      ))}
    </div>
  ),
}));

let zhang: number;
let li: number;
beforeAll(async () => {
  zhang = await nodeId(runtime(), '张三');
  li = await nodeId(runtime(), '李四');
});

const drawing = () => screen.getByTestId('drawing');
const drawn = (name: string) => within(drawing()).getByRole('button', { name });
const pathList = () => screen.findByRole('list', { name: '路径列表' });

describe('/chart', () => {
  it('reopens the view a link holds: ends, hops and the path sentence from the server', async () => {
    await signInAs('zhangsan');
    await renderApp(`/chart?start=${zhang}&end=${li}&hops=6`);
    const list = await pathList();
    expect(within(list).getAllByText(/^张三 属于 平台研发部.*李四$/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: '知识图谱' })).toBeTruthy();
    expect((screen.getByLabelText('最大跳数') as HTMLInputElement).value).toBe('6');
    // The pickers name the ends of the link by their node details.
    expect(await screen.findByDisplayValue('张三（人员）')).toBeTruthy();
    expect(await screen.findByDisplayValue('李四（人员）')).toBeTruthy();
    expect(drawing().dataset.model).toBe('2');
    expect(drawn('平台研发部')).toBeTruthy();
  });

  it('keeps the model in the URL and lights a path while its sentence is hovered', async () => {
    await signInAs('zhangsan');
    const app = await renderApp(`/chart?start=${zhang}&end=${li}&hops=6&model=1`);
    const list = await pathList();
    expect(drawing().dataset.model).toBe('1');
    await app.user.click(screen.getByRole('radio', { name: '力导向' }));
    // The default model leaves the URL.
    await waitFor(() => expect(app.search()).not.toHaveProperty('model'));
    expect(drawing().dataset.model).toBe('2');
    await app.user.click(screen.getByRole('radio', { name: '层次（从左到右）' }));
    await waitFor(() => expect(app.search()).toMatchObject({ model: 1 }));
    expect(drawing().dataset.model).toBe('1');

    await app.user.hover(within(list).getAllByRole('button')[0]);
    expect(drawing().dataset.highlight?.split(',').map(Number)).toContain(zhang);
    await app.user.unhover(within(list).getAllByRole('button')[0]);
    expect(drawing().dataset.highlight).toBe('');
  });

  it('hides a class in place, searches without it, and shows it again', async () => {
    const department = await nodeId(runtime(), '部门');
    await signInAs('zhangsan');
    const app = await renderApp(`/chart?start=${zhang}&end=${li}&hops=6`);
    await pathList();
    await app.user.click(screen.getByRole('button', { name: '筛选' }));
    await app.user.click(await screen.findByRole('checkbox', { name: '部门' }));
    await waitFor(() => expect(app.search()).toMatchObject({ hideClasses: [department] }));
    // The path search no longer walks through departments, and the only link of the two runs through them.
    expect(await screen.findByText(/在所选跳数与筛选条件内没有找到路径/)).toBeTruthy();

    await app.user.click(screen.getByRole('checkbox', { name: '部门' }));
    await waitFor(() => expect(app.search()).not.toHaveProperty('hideClasses'));
    expect(within(await pathList()).getAllByText(/平台研发部/).length).toBeGreaterThan(0);
    expect(drawn('平台研发部').dataset.hidden).toBeUndefined();
  });

  it('opens a node card: its class, 设为终点 into the URL, 展开 with the count shown', async () => {
    await signInAs('zhangsan');
    const app = await renderApp(`/chart?start=${zhang}&end=${li}&hops=6`);
    await pathList();
    await app.user.click(drawn('平台研发部'));
    const card = await screen.findByLabelText('节点详情');
    await within(card).findByText('部门');
    await app.user.click(within(card).getByRole('button', { name: '展开' }));
    await within(card).findByText(/显示 \d+ \/ 共 \d+/);
    await app.user.click(within(card).getByRole('button', { name: '设为终点' }));
    const dept = await nodeId(runtime(), '平台研发部');
    await waitFor(() => expect(app.search()).toMatchObject({ end: dept }));
  });

  it('picks the ends from suggestions and puts them in the URL with 查找, which turns the side panel to 路径', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/chart?tab=entities');
    expect(screen.getByRole('tab', { name: '实体' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: '查找' })).toHaveProperty('disabled', true);
    const [startBox, endBox] = screen.getAllByPlaceholderText('输入名称、别名或拼音');
    await app.user.type(startBox, '张三');
    // Mantine's dropdown stays display:none in jsdom (no transitions run): its options count as hidden.
    await app.user.click(await screen.findByRole('option', { name: '张三（人员）', hidden: true }));
    await app.user.type(endBox, 'lisi');
    await app.user.click(await screen.findByRole('option', { name: '李四（人员）', hidden: true }));
    await app.user.click(screen.getByRole('button', { name: '查找' }));
    await waitFor(() => expect(app.search()).toMatchObject({ start: zhang, end: li }));
    // Four hops (the default) do not reach from 张三 to 李四: the search answers, and says so.
    expect(await screen.findByText('共找到 0 条路径')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '路径' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the best connected entities, drawing one with its neighbours at a click (issue 28)', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/chart');
    const starters = await screen.findByRole('group', { name: '关联最多的实体' });
    const buttons = within(starters).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(3);
    const first = buttons[0]!;
    const name = first.textContent!;
    await app.user.click(first);
    await waitFor(() => expect(app.search()).toMatchObject({ open: [expect.any(Number)] }));
    await waitFor(() => expect(within(drawing()).getAllByRole('button').length).toBeGreaterThan(1));
    expect(drawn(name)).toBeTruthy();
  });

  it('is closed to users without 知识图谱', async () => {
    await signInAs('lisi');
    await renderApp('/chart');
    expect(await screen.findByText(/知识图谱仅对知识图谱人员开放/)).toBeTruthy();
  });
});
