import { PUBLIC_GRAPH_CODE } from '@contract/graph/graph-public';
import { tokenFor } from '@server-test/client';
import { addEntity } from '@server-test/graph/graph';
import { html } from '@server-test/search/search';
import { publish } from '@server-test/wiki/flow';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import type { GraphCanvasProps } from '../components/graph-canvas';

// jsdom has no canvas for cytoscape: the drawing is replaced by a list of what it would draw,
// or fails as cytoscape does in a browser that refuses it a canvas.
const canvas = vi.hoisted(() => ({ refused: false }));
vi.mock('../components/graph-canvas', () => ({
  GraphCanvas: (p: GraphCanvasProps) => {
    if (canvas.refused) throw new Error('Could not create canvas of type 2d');
    return (
      <div data-testid="drawing" data-centre={p.startId ?? ''}>
        {p.nodes.map((n) => (
          <button key={n.id} type="button" onClick={() => p.onNodeTap(n.id)}>
            {n.label}
          </button>
        ))}
      </div>
    );
  },
}));

let entryId: number;
beforeAll(async () => {
  const rt = runtime();
  entryId = await publish(rt, await tokenFor(rt, 'zhangsan'), await tokenFor(rt, 'admin'), {
    title: '诗人交往小记',
    content: html('李白与杜甫的交往。李白写了静夜思。'),
  });
});

describe("an entry's 知识图谱 section", () => {
  it('lists the entities the entry mentions, each linking to its graph, and draws their neighbourhood', async () => {
    await signInAs('zhangsan');
    await renderApp(`/detail?id=${entryId}`);
    const section = await screen.findByRole('region', { name: '知识图谱' });
    const list = await within(section).findByRole('list', { name: '提及的实体' });
    const li = within(list).getByRole('link', { name: '李白' });
    expect(decodeURIComponent(li.getAttribute('href') ?? '')).toContain('/detail/chart/李白');
    expect(within(list).getByText('提及 2 次')).toBeTruthy();
    expect(within(list).getByRole('link', { name: '杜甫' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: '在知识图谱中打开' }).getAttribute('href')).toContain(
      `/detail/chart?id=${entryId}`,
    );
    // The drawing (a lazy chunk) shows the neighbours too, not only the entities listed.
    const drawing = await within(section).findByTestId('drawing');
    expect(within(drawing).getByRole('button', { name: '唐朝' })).toBeTruthy();
  });

  it('keeps the entry readable when the drawing fails, and draws it again on 重试', async () => {
    canvas.refused = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await signInAs('zhangsan');
      await renderApp(`/detail?id=${entryId}`);
      const section = await screen.findByRole('region', { name: '知识图谱' });
      expect((await within(section).findByRole('alert')).textContent).toContain('关系图绘制失败');
      expect(screen.getByRole('heading', { name: '诗人交往小记' })).toBeTruthy();
      expect(within(section).getByRole('link', { name: '李白' })).toBeTruthy();
      canvas.refused = false;
      fireEvent.click(within(section).getByRole('button', { name: '重试' }));
      expect(await within(section).findByTestId('drawing')).toBeTruthy();
    } finally {
      canvas.refused = false;
      vi.mocked(console.error).mockRestore();
    }
  });

  it('is left out for readers without 知识图谱', async () => {
    // wangwu (访客) reads wiki entries but does not hold 知识图谱.
    await signInAs('wangwu');
    await renderApp(`/detail?id=${entryId}`);
    await screen.findByRole('heading', { name: '诗人交往小记' });
    expect(screen.queryByRole('region', { name: '知识图谱' })).toBeNull();
  });
});

describe('/detail/chart', () => {
  it("draws an entry's entities with their neighbours and opens the centre's card", async () => {
    await signInAs('zhangsan');
    await renderApp(`/detail/chart?id=${entryId}`);
    expect(await screen.findByRole('heading', { name: '条目知识图谱' })).toBeTruthy();
    const drawing = await screen.findByTestId('drawing');
    expect(within(drawing).getByRole('button', { name: '杜甫' })).toBeTruthy();
    expect(await screen.findByText(/3 个实体的一跳关系：显示 \d+ \/ 共 \d+ 条/)).toBeTruthy();
    expect(await screen.findByLabelText('节点详情')).toBeTruthy();
  });
});

describe('/detail/chart/:name', () => {
  it('resolves a name, draws its neighbours with the count, and starts /chart from it', async () => {
    await signInAs('zhangsan');
    const app = await renderApp(`/detail/chart/${encodeURIComponent('李白')}`);
    expect(await screen.findByRole('heading', { name: '李白' })).toBeTruthy();
    const card = await screen.findByLabelText('节点详情');
    await within(card).findByText('诗人');
    expect(await screen.findByText(/邻居：显示 \d+ \/ 共 \d+/)).toBeTruthy();
    expect(within(await screen.findByTestId('drawing')).getByRole('button', { name: '《静夜思》' })).toBeTruthy();
    await app.user.click(screen.getByRole('link', { name: '以此为起点探索路径' }));
    await waitFor(() => expect(app.path()).toBe('/chart'));
    expect(app.search()).toHaveProperty('start');
  });

  it('lets the reader choose among entities of the same name, and keeps the choice in the URL', async () => {
    const bridge = await addEntity(runtime(), '地区', '青石桥');
    await addEntity(runtime(), '项目', '青石桥');
    await signInAs('zhangsan');
    const app = await renderApp(`/detail/chart/${encodeURIComponent('青石桥')}`);
    expect(await screen.findByText('有 2 个实体名为（或别名为）“青石桥”，请选择：')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: '青石桥（地区）' }));
    await waitFor(() => expect(app.search()).toMatchObject({ node: bridge }));
    const card = await screen.findByLabelText('节点详情');
    expect(await within(card).findByText('地区')).toBeTruthy();
  });

  it('says so when no entity has the name', async () => {
    await signInAs('zhangsan');
    await renderApp(`/detail/chart/${encodeURIComponent('没有这个实体')}`);
    expect(await screen.findByText('没有名为“没有这个实体”的实体')).toBeTruthy();
  });
});

describe('public graph pages', () => {
  it('draws an entity for a visitor who is not signed in, and a friendly page when public graphs are off', async () => {
    // Off, with no class public, until an administrator opens them (issue 27).
    await runtime().deps.db.execute(sql`update config_items set value = '1' where code = ${PUBLIC_GRAPH_CODE}`);
    await runtime().deps.db.execute(
      sql`update graph_nodes set is_public = true where type = 1 and name in ('诗人', '诗词', '朝代')`,
    );
    const first = await renderApp(`/detail-small-chart/${encodeURIComponent('李白')}`);
    expect(await screen.findByRole('heading', { name: '李白' })).toBeTruthy();
    expect(screen.getByText('公开图谱')).toBeTruthy();
    expect(within(await screen.findByTestId('drawing')).getByRole('button', { name: '《静夜思》' })).toBeTruthy();
    first.unmount();

    await runtime().deps.db.execute(sql`update config_items set value = '0' where code = ${PUBLIC_GRAPH_CODE}`);
    try {
      const off = await renderApp('/detail-cool');
      expect(await screen.findByText('公开知识图谱未开放')).toBeTruthy();
      expect(screen.queryByTestId('drawing')).toBeNull();
      off.unmount();
    } finally {
      await runtime().deps.db.execute(sql`update graph_nodes set is_public = false where type = 1`);
    }
  });
});
