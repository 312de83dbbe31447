import { libraryList } from '@contract/library/library';
import { libraryRemove } from '@contract/library/library-versions';
import { pdfFixture } from '@server-test/files/documents';
import { createItem } from '@server-test/knowledge/factory';
import { screen, waitFor, within } from '@testing-library/react';
import { callAs } from '@/test/call-as';
import { createDoc, uniqueTitle } from '@/test/library/documents';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

async function listed(keyword: string): Promise<string[]> {
  const page = await callAs<{ list: { title: string }[] }>('lisi', libraryList, { keyword, page: 1, size: 10 });
  return page.list.map((i) => i.title);
}

describe('document recycle bin (/library/recycle)', () => {
  it('shows a deleted document to its author, who restores it into the library', async () => {
    const title = uniqueTitle('回收文档');
    const doc = await createDoc({ bytes: pdfFixture(['回收站测试']), name: `${title}.pdf`, title });
    await callAs('lisi', libraryRemove, {}, { id: doc.id });
    expect(await listed(title)).toEqual([]);

    await signInAs('lisi');
    const app = await renderApp('/library/recycle');
    expect(await screen.findByText(/删除的文档在此保留30天/)).toBeTruthy();
    const row = await screen.findByRole('row', { name: title });
    await app.user.click(within(row).getByRole('button', { name: '恢复' }));
    expect(await screen.findByText('已恢复')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('row', { name: title })).toBeNull());
    expect(await listed(title)).toEqual([title]);
  });

  it('lists only documents, not the wiki entries deleted by the same user', async () => {
    const title = uniqueTitle('回收同名');
    await createItem(runtime(), { authorUsername: 'zhangsan', title: `${title}词条`, deleted: true });
    const doc = await createDoc({ author: 'zhangsan', bytes: pdfFixture(['回收']), name: `${title}.pdf`, title });
    await callAs('zhangsan', libraryRemove, {}, { id: doc.id });
    await signInAs('zhangsan');
    const app = await renderApp(`/library/recycle?keyword=${encodeURIComponent(title)}`);
    expect(await screen.findByRole('row', { name: title })).toBeTruthy();
    expect(screen.queryByRole('row', { name: `${title}词条` })).toBeNull();
    await app.user.click(screen.getByRole('link', { name: '文档库' }));
    await waitFor(() => expect(app.path()).toBe('/library'));
  });
});
