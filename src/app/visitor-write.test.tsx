import { screen } from '@testing-library/react';
import { renderApp, signInAs } from '@/test/render-app';
import { publishEntry } from '@/test/wiki/entries';

/** Visitors read; writing and commenting are keys an administrator grants (issue 11). */
describe('write controls follow the write and comment keys', () => {
  it('shows a visitor no way to write an entry, upload a document or a video', async () => {
    await signInAs('wangwu');
    await renderApp('/wiki');
    await screen.findByRole('heading', { level: 1, name: '词条知识' });
    expect(screen.queryByRole('link', { name: '新建词条' })).toBeNull();
    await renderApp('/library');
    await screen.findByRole('heading', { level: 1, name: '文档库' });
    expect(screen.queryByRole('link', { name: '上传文档' })).toBeNull();
    await renderApp('/video');
    await screen.findByRole('heading', { level: 1, name: '视频库' });
    expect(screen.queryByRole('link', { name: '上传视频' })).toBeNull();
  });

  it.each(['/wiki/newCreate', '/library/create1', '/video/create'])(
    'sends a visitor who opens %s by URL to the 403 page',
    async (path) => {
      await signInAs('wangwu');
      await renderApp(path);
      expect(await screen.findByText('您没有知识创作权限，请联系管理员开通')).toBeTruthy();
    },
  );

  it('lets a visitor read comments but not write one', async () => {
    const { id, title } = await publishEntry('zhangsan');
    await signInAs('wangwu');
    await renderApp(`/detail?id=${id}`);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(await screen.findByText('你没有「知识评论」权限，可以浏览评论')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '发表评论' })).toBeNull();
  });

  it('offers staff every write control', async () => {
    const { id, title } = await publishEntry('zhangsan');
    await signInAs('zhangsan');
    await renderApp('/wiki');
    expect(await screen.findByRole('link', { name: '新建词条' })).toBeTruthy();
    await renderApp('/library');
    expect(await screen.findByRole('link', { name: '上传文档' })).toBeTruthy();
    // Both uploads are pages (documents: /library/create1, videos: /video/create).
    await renderApp('/video');
    expect((await screen.findByRole('link', { name: '上传视频' })).getAttribute('href')).toBe('/webaikn/#/video/create');
    await renderApp('/video/create');
    expect(await screen.findByRole('heading', { level: 2, name: '上传视频' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await renderApp(`/detail?id=${id}`);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(await screen.findByRole('textbox', { name: '发表评论' })).toBeTruthy();
  });
});
