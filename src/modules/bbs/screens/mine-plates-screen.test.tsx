import { plateFollow, plateTree } from '@contract/bbs/bbs-plates';
import { screen, waitFor, within } from '@testing-library/react';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';

const WAIT = { timeout: 5000 };
const list = () => screen.getByRole('list', { name: '我关注的版块' });
const names = () =>
  within(list())
    .queryAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

async function follow(username: string, name: string) {
  const plates = await callAs<{ id: number; name: string }[]>(username, plateTree, {});
  const plate = plates.find((p) => p.name === name);
  if (!plate) throw new Error(`没有版块“${name}”`);
  await callAs(username, plateFollow, { plateId: plate.id, follow: true });
}

describe('/bbs/mine/plate', () => {
  it('says when nothing is followed', async () => {
    await signInAs('zhangsan');
    await renderApp('/bbs/mine/plate');
    expect(await screen.findByText('还没有关注任何版块', {}, WAIT)).toBeTruthy();
  });

  it('lists the followed plates, the latest first, and unfollows one', async () => {
    await follow('zhangsan', '新人专区');
    await follow('zhangsan', '前端开发');
    await follow('admin', '前端开发');
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/mine/plate');
    await screen.findByRole('list', { name: '我关注的版块' }, WAIT);
    await waitFor(() => expect(names()).toEqual(['前端开发', '新人专区']), WAIT);
    const front = within(list()).getByRole('listitem', { name: '前端开发' });
    expect(within(front).getByText('浏览器、组件与交互体验。')).toBeTruthy();
    expect(within(front).getByText('暂无版主 · 2 人关注')).toBeTruthy();
    expect(within(within(list()).getByRole('listitem', { name: '新人专区' })).getByText('版主：张三 · 1 人关注')).toBeTruthy();

    await app.user.click(within(front).getByRole('button', { name: '取消关注“前端开发”' }));
    await waitFor(() => expect(names()).toEqual(['新人专区']), WAIT);
    const after = await callAs<{ name: string; followed: boolean; followerCount: number }[]>('zhangsan', plateTree, {});
    expect(after.find((p) => p.name === '前端开发')).toMatchObject({ followed: false, followerCount: 1 });
  });
});
