import { postList } from '@contract/bbs/bbs-posts';
import { adminTopicSave, topicPool } from '@contract/bbs/bbs-topics';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { unique } from '@/test/bbs/post-flow';
import { forumPost } from '@/test/bbs/posts';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { captureBodies, urlOf } from '@/test/requests';
import { runtime } from '@/test/runtime';

const topic = (name: string) => callAs<{ id: number }>('admin', adminTopicSave, { name, description: `关于${name}的讨论` });
const cards = (tag: string) =>
  screen
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-label'))
    .filter((t) => t?.startsWith(tag));

describe('topicPool (话题广场) and topic-detail', () => {
  it('searches topics with the keyword in the URL, follows one in place, and Back restores the search', async () => {
    const tag = unique('池');
    await topic(`${tag}甲`);
    await topic(`${tag}乙`);
    await signInAs('zhangsan');
    const requests = captureBodies(topicPool);
    const app = await renderApp('/bbs/topicPool');
    await app.user.type(await screen.findByRole('textbox', { name: '关键词' }), `${tag}甲{Enter}`);
    await waitFor(() => expect(app.search()).toEqual({ keyword: `${tag}甲` }));
    await waitFor(() => expect(cards(tag)).toEqual([`${tag}甲`]));
    expect(requests.bodies).toContainEqual({ page: 1, size: 24, keyword: `${tag}甲` });
    requests.stop();

    const card = screen.getByRole('article', { name: `${tag}甲` });
    expect(within(card).getByText('0 人关注 · 0 个帖子')).toBeTruthy();
    await app.user.click(within(card).getByRole('button', { name: `关注话题${tag}甲` }));
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: `${tag}甲` })).getByText('1 人关注 · 0 个帖子')).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: `取消关注话题${tag}甲` }).getAttribute('aria-pressed')).toBe('true');

    app.router.history.back();
    await waitFor(() => expect(app.search()).toEqual({}));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '关键词' })).toHaveProperty('value', ''));
  });

  it('proposes a topic: the name is required, the server refuses a duplicate in Chinese, a new one is sent for review', async () => {
    const tag = unique('提');
    await topic(`${tag}已有`);
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/topicPool');
    await app.user.click(await screen.findByRole('button', { name: '提议话题' }));
    const dialog = await screen.findByRole('dialog', { name: '提议话题' });
    await app.user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(within(dialog).getByText('话题名称不能为空')).toBeTruthy();
    await app.user.type(within(dialog).getByRole('textbox', { name: /话题名称/ }), `${tag}已有`);
    await app.user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText(/已存在|重复/)).toBeTruthy();
    const name = within(dialog).getByRole('textbox', { name: /话题名称/ });
    await app.user.clear(name);
    await app.user.type(name, `${tag}新`);
    await app.user.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提议话题' })).toBeNull());
    const state = await runtime().deps.db.execute<{ state: string }>(
      sql`select state from bbs_topics where name = ${`${tag}新`}`,
    );
    expect(state.rows[0].state).toBe('proposed');
    // Not approved yet: not in the pool.
    await app.user.type(screen.getByRole('textbox', { name: '关键词' }), `${tag}新{Enter}`);
    expect(await screen.findByText('没有符合条件的话题')).toBeTruthy();
  });

  it('shows a topic with its posts, the list filters and page in the URL next to the topic', async () => {
    const tag = unique('详');
    const { id } = await topic(`${tag}话题`);
    const inTopic = await forumPost({ authorUsername: 'admin', title: `${tag}帖子一`, kind: 'share' });
    await forumPost({ authorUsername: 'admin', title: `${tag}帖子二` });
    await runtime().deps.db.execute(sql`insert into bbs_post_topics (post_id, topic_id) values (${inTopic}, ${id})`);
    await signInAs('zhangsan');
    const requests = captureBodies(postList);
    const app = await renderApp(urlOf('/bbs/topic-detail', { id }));
    expect(await screen.findByRole('heading', { name: `# ${tag}话题` })).toBeTruthy();
    await waitFor(() => expect(cards(tag)).toEqual([`${tag}帖子一`]));
    expect(requests.bodies).toContainEqual(expect.objectContaining({ topicId: id, page: 1 }));
    requests.stop();
    await app.user.click(screen.getByRole('radio', { name: '问答' }));
    await waitFor(() => expect(app.search()).toEqual({ id, kind: 'question' }));
    expect(await screen.findByText('没有符合条件的帖子')).toBeTruthy();
  });
});
