import { screen } from '@testing-library/react';
import { renderApp, signInAs } from '@/test/render-app';

// The screen's code never arrives: what shows is what a slow phone sees while it loads.
vi.mock('./entity-chart-screen', () => new Promise(() => {}));

describe('/detail/chart/:name while its code loads', () => {
  it('keeps the shell and shows the title with a spinner (issue 28)', async () => {
    await signInAs('admin');
    await renderApp(`/detail/chart/${encodeURIComponent('李白')}`);
    expect(await screen.findByText('正在加载知识图谱…')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '李白', level: 2 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '用户菜单' })).toBeTruthy();
  });
});
