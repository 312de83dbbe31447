import { postDetailCall, postSave } from '@contract/bbs/bbs-posts';
import { screen, waitFor, within } from '@testing-library/react';
import { joinForum, pickPlate, stubLayout, typeInto, unique } from '@/test/bbs/post-flow';
import { callAs } from '@/test/call-as';
import { withNodeUploadClasses } from '@/test/library/node-upload-classes';
import { renderApp, signInAs } from '@/test/render-app';
import { captureBodies } from '@/test/requests';
import { runtime } from '@/test/runtime';

beforeAll(async () => {
  stubLayout();
  await joinForum('ask-attachments');
});

const SAVE_WAIT = { timeout: 10_000 };

describe('post attachments in the SPA', () => {
  withNodeUploadClasses();

  it('attaches a file while asking, autosaves it with the draft, and the detail offers it for download', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/ask?kind=share');
    const saves = captureBodies(postSave);
    await pickPlate(app.user, '新人专区');
    const title = unique('新人入职资料');
    await app.user.type(screen.getByRole('textbox', { name: /^标题/ }), title);
    await typeInto('正文', '<p>资料见附件。</p>');
    const input = screen.getByLabelText('选择附件') as HTMLInputElement;
    await app.user.upload(input, new File(['入职第一天：领取工牌，参加培训。'], '入职指南.txt', { type: 'text/plain' }));
    expect(await screen.findByText('入职指南.txt')).toBeTruthy();
    // A type the server refuses shows its reason and is not added.
    await app.user.upload(input, new File(['其实是文字'], '截图.png', { type: 'image/png' }));
    expect(await screen.findByText(/文件内容与扩展名不符/)).toBeTruthy();
    expect(screen.queryByText('截图.png')).toBeNull();

    // The draft autosave carries the file like every other field.
    await waitFor(
      () => expect(saves.bodies.some((b) => b.draft === true && (b.fileIds as number[] | undefined)?.length === 1)).toBe(true),
      SAVE_WAIT,
    );
    await app.user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(app.path()).toBe('/bbs/post-detail'), SAVE_WAIT);
    saves.stop();
    const { id } = app.search() as { id: number };
    const files = await screen.findByRole('region', { name: '附件' });
    const link = within(files).getByRole('link', { name: '入职指南.txt' });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^/bbs-app/post/file/${id}/\\d+\\?`));
    const res = await runtime().app.fetch(new Request(`http://localhost${link.getAttribute('href')}`));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('入职第一天：领取工牌，参加培训。');
    const saved = await callAs<{ files: { name: string }[] }>('lisi', postDetailCall, {}, { id });
    expect(saved.files.map((f) => f.name)).toEqual(['入职指南.txt']);
    app.unmount();

    // Editing the post loads the file into the form, and removing it there takes it off the post.
    const editor = await renderApp(`/bbs/ask?id=${id}`);
    await editor.user.click(await screen.findByRole('button', { name: '移除附件：入职指南.txt' }));
    await editor.user.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(editor.path()).toBe('/bbs/post-detail'), SAVE_WAIT);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '附件' })).toBeNull();
  }, 60_000);
});
