import { adminReportList, REPORT_REASON_MAX } from '@contract/bbs/bbs-reports';
import { screen, waitFor, within } from '@testing-library/react';
import { answer, question, unique } from '@/test/bbs/post-flow';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { urlOf } from '@/test/requests';

type Reports = { list: { reason: string; target: { type: string; id: number } }[] };
const openReports = () => callAs<Reports>('admin', adminReportList, { state: 'open', page: 1, size: 100 });

describe('举报 on a post and an answer', () => {
  it('asks for a reason, refuses an empty or too long one, then files the report; a second report is refused in Chinese', async () => {
    const { id: post } = await question('admin', unique('举报按钮'));
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/bbs/post-detail', { id: post }));
    await app.user.click(await screen.findByRole('button', { name: '举报' }));
    const dialog = await screen.findByRole('dialog', { name: '举报帖子' });
    const submit = within(dialog).getByRole('button', { name: '提交举报' });
    await app.user.click(submit);
    expect(within(dialog).getByText('请填写举报原因')).toBeTruthy();
    const box = within(dialog).getByRole('textbox', { name: /举报原因/ });
    await app.user.type(box, '   ');
    await app.user.click(submit);
    expect(within(dialog).getByText('请填写举报原因')).toBeTruthy();
    await app.user.click(box);
    await app.user.paste('长'.repeat(REPORT_REASON_MAX + 1));
    await app.user.click(submit);
    expect(within(dialog).getByText(`举报原因最多${REPORT_REASON_MAX}个字`)).toBeTruthy();
    expect((await openReports()).list.some((r) => r.target.id === post)).toBe(false);

    await app.user.clear(box);
    await app.user.type(box, '泄露客户信息');
    await app.user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '举报帖子' })).toBeNull());
    expect((await openReports()).list).toContainEqual(
      expect.objectContaining({ reason: '泄露客户信息', target: expect.objectContaining({ type: 'post', id: post }) }),
    );

    await app.user.click(screen.getByRole('button', { name: '举报' }));
    const again = await screen.findByRole('dialog', { name: '举报帖子' });
    await app.user.type(within(again).getByRole('textbox', { name: /举报原因/ }), '再举报一次');
    await app.user.click(within(again).getByRole('button', { name: '提交举报' }));
    expect(await within(again).findByText('你已举报过该帖子，请等待版主处理')).toBeTruthy();
  });

  it('reports an answer from its card, and offers no 举报 on one’s own post or answer', async () => {
    const { id: post } = await question('zhangsan', unique('举报回答'));
    const { id: theirs } = await answer('admin', post, '<p>管理员的回答</p>');
    await answer('zhangsan', post, '<p>我自己的回答</p>');
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/bbs/post-detail', { id: post }));
    const adminAnswer = await screen.findByRole('article', { name: '管理员的回答' });
    const own = await screen.findByRole('article', { name: '张三的回答' });
    expect(within(own).queryByRole('button', { name: '举报' })).toBeNull();
    // The post is zhangsan's own: only the answers of others can be reported.
    expect(screen.getAllByRole('button', { name: '举报' })).toHaveLength(1);

    await app.user.click(within(adminAnswer).getByRole('button', { name: '举报' }));
    const dialog = await screen.findByRole('dialog', { name: '举报回答' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /举报原因/ }), '答非所问');
    await app.user.click(within(dialog).getByRole('button', { name: '提交举报' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '举报回答' })).toBeNull());
    expect((await openReports()).list).toContainEqual(
      expect.objectContaining({ reason: '答非所问', target: expect.objectContaining({ type: 'answer', id: theirs }) }),
    );
  });
});
