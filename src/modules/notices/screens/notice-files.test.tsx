import { noticeSave } from '@contract/notices/notices';
import { idOf } from '@server-test/admin/setup';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { callAs } from '@/test/call-as';
import { withNodeUploadClasses } from '@/test/library/node-upload-classes';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

describe('notice attachments in the SPA', () => {
  withNodeUploadClasses();

  it('lets a manager attach files in the editor, and the audience download them on the notice', async () => {
    const rd = await idOf(runtime(), 'groups', '研发中心');
    const { id } = await callAs<{ id: number }>('admin', noticeSave, {
      title: '附件测试公告',
      content: '<p>请查看附件</p>',
      audience: 'groups',
      groupIds: [rd],
    });
    await signInAs('admin');
    const app = await renderApp(`/noticeDetails?id=${id}`);
    await app.user.click(await screen.findByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑公告' });
    const input = within(dialog).getByLabelText('选择附件') as HTMLInputElement;
    await app.user.upload(input, new File(['值班安排：周一张三，周二李四。'], '值班表.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText('值班表.txt')).toBeTruthy();
    // A type the server refuses shows its reason and is not added.
    await app.user.upload(input, new File(['其实是文字'], '截图.png', { type: 'image/png' }));
    expect(await within(dialog).findByText(/文件内容与扩展名不符/)).toBeTruthy();
    expect(within(dialog).queryByText('截图.png')).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑公告' })).toBeNull());
    const attached = await runtime().deps.db.execute<{ name: string }>(sql`
      select f.original_name as name from notice_files nf join files f on f.id = nf.file_id where nf.notice_id = ${id}`);
    expect(attached.rows).toEqual([{ name: '值班表.txt' }]);
    app.unmount();

    // zhangsan (研发中心) sees the download link; lisi (市场部) does not get the notice at all.
    await signInAs('zhangsan');
    const reader = await renderApp(`/noticeDetails?id=${id}`);
    const files = await screen.findByRole('region', { name: '附件' });
    const link = within(files).getByRole('link', { name: '值班表.txt' });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^/aikn-app/notice/file/${id}/\\d+\\?`));
    const res = await runtime().app.fetch(new Request(`http://localhost${link.getAttribute('href')}`));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('值班安排：周一张三，周二李四。');
    reader.unmount();
    await signInAs('lisi');
    await renderApp(`/noticeDetails?id=${id}`);
    expect(await screen.findByText(/公告不存在或您无权查看/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: '附件' })).toBeNull();
  });
});
