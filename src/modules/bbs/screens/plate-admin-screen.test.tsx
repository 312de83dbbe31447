import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

// Each step waits on the real server and a modal's transition: generous waits, for a loaded machine.
const WAIT = { timeout: 5000 };
const tree = () => screen.getByRole('list', { name: '版块树' });
const row = (name: string) => within(tree()).getByText(name, { selector: 'p' }).closest('div') as HTMLElement;
/** The top plates' names, in the tree's order. */
const tops = () => [...tree().children].map((li) => li.querySelector('p')?.textContent ?? '').filter((name) => name !== '');

type Row = { name: string; parent: string | null; description: string; moderators: string[] | null };
const stored = async (name: string) =>
  (
    await runtime().deps.db.execute<Row>(sql`
      select p.name, parent.name as parent, p.description,
        (select array_agg(u.username order by u.username) from bbs_plate_moderators m join users u on u.id = m.user_id
          where m.plate_id = p.id) as moderators
      from bbs_plates p left join bbs_plates parent on parent.id = p.parent_id where p.name = ${name}`)
  ).rows[0];

/**
 * Opens a plate's 操作 menu and picks an item from that menu: a menu closed
 * earlier may still be in the page during its transition, with the same items.
 */
async function pick(app: { user: { click: (e: Element) => Promise<void> } }, plate: string, item: string) {
  const button = within(row(plate)).getByRole('button', { name: `操作：${plate}` });
  await app.user.click(button);
  const menu = await waitFor(() => {
    const el = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error(`“${plate}”的操作菜单没有打开`);
    return el;
  });
  return within(menu).findByRole('menuitem', { name: item, hidden: true });
}

async function closed(name: string) {
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull(), WAIT);
}

describe('/bbs/admin/plate', () => {
  it('shows the tree, checks the form, adds a plate with a moderator and edits it', async () => {
    await signInAs('admin');
    const app = await renderApp('/bbs/admin/plate');
    await screen.findByRole('list', { name: '版块树' }, WAIT);
    await waitFor(() => expect(tops().slice(0, 3)).toEqual(['技术交流', '产品与设计', '市场与销售']), WAIT);
    expect(within(row('技术交流')).getByText('版主：张三')).toBeTruthy();
    // The forum's menu: the members' pages, then the 管理 group.
    const menu = screen.getByRole('navigation', { name: '内部论坛' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([...MEMBER_PAGES, ...MANAGE_PAGES]);
    expect(within(menu).getByText('管理')).toBeTruthy();

    await app.user.click(await pick(app, '技术交流', '添加下级版块'));
    const add = await screen.findByRole('dialog', { name: '在“技术交流”下添加版块' }, WAIT);
    await app.user.click(within(add).getByRole('button', { name: '添加' }));
    expect(within(add).getByText('版块名称不能为空')).toBeTruthy();
    await app.user.type(within(add).getByLabelText(/版块名称/), '测试与质量');
    await app.user.type(within(add).getByLabelText('版块说明'), '测试方法与质量保障。');
    await app.user.type(within(add).getByLabelText('版主'), '李四');
    await app.user.click(await screen.findByRole('option', { name: /李四/, hidden: true }, WAIT));
    await app.user.click(within(add).getByRole('button', { name: '添加' }));
    await closed('在“技术交流”下添加版块');
    expect(await stored('测试与质量')).toEqual({
      name: '测试与质量',
      parent: '技术交流',
      description: '测试方法与质量保障。',
      moderators: ['lisi'],
    });
    await waitFor(() => expect(within(row('测试与质量')).getByText('版主：李四')).toBeTruthy(), WAIT);

    // A name its new siblings already have: the server's refusal shows in the dialog, nothing changes.
    await app.user.click(await pick(app, '测试与质量', '编辑'));
    const edit = await screen.findByRole('dialog', { name: '编辑“测试与质量”' }, WAIT);
    const name = within(edit).getByLabelText(/版块名称/);
    await app.user.clear(name);
    await app.user.type(name, '前端开发');
    await app.user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await within(edit).findByText('同一级下已有同名版块', {}, WAIT)).toBeTruthy();
    expect(await stored('测试与质量')).toBeTruthy();

    await app.user.clear(name);
    await app.user.type(name, '质量保障');
    await app.user.click(within(edit).getByLabelText(/上级版块/));
    await app.user.click(await screen.findByRole('option', { name: '（顶级）', hidden: true }, WAIT));
    await app.user.click(within(edit).getByRole('button', { name: '保存' }));
    await closed('编辑“测试与质量”');
    expect(await stored('质量保障')).toMatchObject({ parent: null, moderators: ['lisi'] });
    expect(await stored('测试与质量')).toBeUndefined();
  });

  it('moves a plate among its siblings and refuses deleting one with sub-plates', async () => {
    await signInAs('admin');
    const app = await renderApp('/bbs/admin/plate');
    await waitFor(() => expect(tops().slice(0, 3)).toEqual(['技术交流', '产品与设计', '市场与销售']), WAIT);

    // The first plate cannot move up; moving the second up puts it first.
    expect((await pick(app, '技术交流', '上移')).hasAttribute('data-disabled')).toBe(true);
    await app.user.keyboard('{Escape}');
    await app.user.click(await pick(app, '产品与设计', '上移'));
    await waitFor(() => expect(tops().slice(0, 3)).toEqual(['产品与设计', '技术交流', '市场与销售']), WAIT);
    await app.user.click(await pick(app, '产品与设计', '下移'));
    await waitFor(() => expect(tops().slice(0, 3)).toEqual(['技术交流', '产品与设计', '市场与销售']), WAIT);

    await app.user.click(await pick(app, '技术交流', '删除'));
    const refused = await screen.findByRole('dialog', { name: '删除版块' }, WAIT);
    await app.user.click(within(refused).getByRole('button', { name: '删除' }));
    expect(await within(refused).findByText('该版块下还有 3 个下级版块，不能删除', {}, WAIT)).toBeTruthy();
    expect(await stored('技术交流')).toBeTruthy();
    await app.user.click(within(refused).getByRole('button', { name: '取消' }));
    await closed('删除版块');

    await app.user.click(await pick(app, '前端开发', '删除'));
    const del = await screen.findByRole('dialog', { name: '删除版块' }, WAIT);
    expect(within(del).getByText(/确定删除版块“前端开发”吗/)).toBeTruthy();
    await app.user.click(within(del).getByRole('button', { name: '删除' }));
    await closed('删除版块');
    expect(await stored('前端开发')).toBeUndefined();
    await waitFor(() => expect(within(tree()).queryByText('前端开发', { selector: 'p' })).toBeNull(), WAIT);
  });

  it('does not offer a sub-plate below the deepest level', async () => {
    await signInAs('admin');
    const app = await renderApp('/bbs/admin/plate');
    await screen.findByRole('list', { name: '版块树' }, WAIT);
    // 技术交流 → 后端与数据库 is two levels deep: one more level fits, then no more.
    await app.user.click(await pick(app, '后端与数据库', '添加下级版块'));
    const add = await screen.findByRole('dialog', { name: '在“后端与数据库”下添加版块' }, WAIT);
    await app.user.type(within(add).getByLabelText(/版块名称/), '组件库');
    await app.user.click(within(add).getByRole('button', { name: '添加' }));
    await closed('在“后端与数据库”下添加版块');
    await waitFor(() => expect(within(tree()).getByText('组件库', { selector: 'p' })).toBeTruthy(), WAIT);
    expect((await pick(app, '组件库', '添加下级版块')).hasAttribute('data-disabled')).toBe(true);
  });

  it('is refused to a member without 论坛管理', async () => {
    await signInAs('zhangsan');
    await renderApp('/bbs/admin/plate');
    expect(await screen.findByText('无权访问', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('版块管理仅对论坛管理人员开放')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '版块树' })).toBeNull();
  });
});

/** The members' pages of the forum's menu, in order. */
const MEMBER_PAGES = [
  '论坛首页',
  '待回答',
  '热门',
  '回答广场',
  '话题广场',
  '专家',
  '发帖提问',
  '写案例',
  '个人主页',
  '我的帖子',
  '我的案例',
  '我的回答',
  '赞同',
  '评论',
  '我赞过的',
  '我的收藏',
  '我关注的版块',
];
/** The 管理 pages, in order. */
const MANAGE_PAGES = ['版块管理', '审核与举报', '话题管理', '专家管理', '知识转化', '案例管理'];

describe('/bbs/*', () => {
  it('opens the home for /bbs itself and shows the 404 page for an address the forum does not have', async () => {
    await signInAs('zhangsan');
    const first = await renderApp('/bbs');
    await waitFor(() => expect(first.path()).toBe('/bbs/home'), WAIT);
    first.unmount();
    await renderApp('/bbs/admin/no-such-page');
    expect(await screen.findByText('页面不存在', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('无权访问')).toBeNull();
  });

  it('offers a member only the pages he may use', async () => {
    await signInAs('zhangsan');
    await renderApp('/bbs/mine/plate');
    const menu = await screen.findByRole('navigation', { name: '内部论坛' }, WAIT);
    // zhangsan moderates demo plates: of the 管理 pages he gets 审核与举报 only, once the plates say so.
    await waitFor(
      () =>
        expect(
          within(menu)
            .getAllByRole('link')
            .map((l) => l.textContent),
        ).toEqual([...MEMBER_PAGES, '审核与举报']),
      WAIT,
    );
    expect(within(menu).queryByRole('link', { name: '版块管理' })).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^我关注的版块 - /), WAIT);
  });
});
