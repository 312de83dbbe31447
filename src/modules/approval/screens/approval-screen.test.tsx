import { librarySave } from '@contract/library/library';
import { librarySubmit } from '@contract/library/library-versions';
import { allCount } from '@contract/messages/messages';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { call, tokenFor } from '@server-test/client';
import { pdfFixture } from '@server-test/files/documents';
import { createDocument } from '@server-test/library/document-factory';
import { detail, entry, save, submit, uniqueTitle } from '@server-test/wiki/flow';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { libraryQueries } from '@/modules/library/api/library-queries';
import { screenWhere } from '@/test/media';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

let zhangsan: string;
beforeAll(async () => {
  zhangsan = await tokenFor(runtime(), 'zhangsan');
});

/** zhangsan's unread messages in total. */
async function unreadOfAuthor(): Promise<number> {
  const r = await call<{ total: number }>(runtime(), allCount, { type: 1 }, { token: zhangsan });
  return r.body.data.total;
}

async function pendingEntry(prefix: string) {
  const saved = await save(runtime(), zhangsan, entry({ title: uniqueTitle(prefix) }));
  await submit(runtime(), zhangsan, saved.id);
  return { id: saved.id, title: (await detail(runtime(), zhangsan, saved.id, 1)).body.data.title };
}

/** A document of lisi's waiting for approval, made as an upload makes one (the required 密级 filled in). */
async function pendingDocument(prefix: string) {
  const title = uniqueTitle(prefix);
  const created = await createDocument(runtime(), 'lisi', { bytes: pdfFixture(['pending']), name: `${title}.pdf` });
  const secrecy = await runtime().deps.db.execute<{ id: number }>(
    sql`select id from fields where domain_id = ${DOMAIN_IDS.library} and code = 'secrecy'`,
  );
  const lisi = await tokenFor(runtime(), 'lisi');
  const saved = await call(
    runtime(),
    librarySave,
    {
      id: created.id,
      baseVersion: created.version,
      title,
      summary: '',
      labelIds: [],
      groupId: null,
      fields: [{ fieldId: secrecy.rows[0]!.id, value: '公开' }],
      visibility: { scope: 'all', groupIds: [], userIds: [] },
    },
    { token: lisi },
  );
  expect(saved.body.code).toBe(1);
  expect((await call(runtime(), librarySubmit, {}, { token: lisi, params: { id: created.id } })).body.code).toBe(1);
  return { id: created.id, title };
}

const queueCount = () => Number(screen.getByTestId('queue-count').textContent?.replace(/\D/g, ''));

/** The table row of an entry in the queue. */
const rowOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('tr') as HTMLElement;

describe('approval queue', () => {
  it('approves a pending entry: it leaves the queue, is published and its author is told', async () => {
    const { id, title } = await pendingEntry('待审核通过');
    const before = await unreadOfAuthor();
    await signInAs('admin');
    const app = await renderApp('/approval');
    const row = await rowOf(title);
    expect(within(row).getByText('新建')).toBeTruthy();
    expect(within(row).getByText('张三')).toBeTruthy();
    const count = queueCount();

    await app.user.click(within(row).getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog', { name: '审核通过' });
    await app.user.type(within(dialog).getByRole('textbox'), '内容清楚，同意发布');
    await app.user.click(within(dialog).getByRole('button', { name: '确认通过' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: title })).toBeNull());
    expect(queueCount()).toBe(count - 1);
    expect((await detail(runtime(), zhangsan, id)).body.data.status).toBe('published');
    expect(await unreadOfAuthor()).toBe(before + 1);
  });

  it('rejects only with a reason, and the author sees it', async () => {
    const { id, title } = await pendingEntry('待驳回');
    const before = await unreadOfAuthor();
    await signInAs('admin');
    const app = await renderApp('/approval');
    await app.user.click(within(await rowOf(title)).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回' });
    await app.user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('驳回时请填写理由')).toBeTruthy();
    expect((await detail(runtime(), zhangsan, id)).body.data.status).toBe('pending');

    await app.user.type(within(dialog).getByRole('textbox'), '请补充适用范围');
    await app.user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: title })).toBeNull());
    const after = (await detail(runtime(), zhangsan, id)).body.data;
    expect(after.status).toBe('rejected');
    expect(after.working?.decisionComment).toBe('请补充适用范围');
    expect(await unreadOfAuthor()).toBe(before + 1);
  });

  it('approving a document makes the library lists fetch again', async () => {
    const { title } = await pendingDocument('待审核文档');
    await signInAs('admin');
    const app = await renderApp('/approval');
    const row = await rowOf(title);
    // A library list the user saw before opening the queue (any query under the domain's root).
    const listKey = libraryQueries.list({ page: 1 }).queryKey;
    app.queryClient.setQueryData(listKey, { list: [], total: 0 });
    expect(app.queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);

    await app.user.click(within(row).getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog', { name: '审核通过' });
    await app.user.click(within(dialog).getByRole('button', { name: '确认通过' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: title })).toBeNull());
    expect(app.queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('opens the pending version from the queue', async () => {
    const { id, title } = await pendingEntry('打开待审核');
    await signInAs('admin');
    const app = await renderApp('/approval');
    await app.user.click(await screen.findByRole('link', { name: title }));
    await waitFor(() => expect(app.path()).toBe('/detail'));
    expect(app.search()).toEqual({ id, version: 1 });
  });

  it('decides on the pending version from the item page opened from the queue, which says when it was created (issue 28)', async () => {
    const { id, title } = await pendingEntry('详情页审核');
    await signInAs('admin');
    const app = await renderApp('/approval');
    await app.user.click(await screen.findByRole('link', { name: title }));
    await screen.findByRole('heading', { name: title });
    // Never published: no publication time, its creation instead.
    expect(screen.queryByText(/^发布于/)).toBeNull();
    expect(screen.getByText(/^创建于/)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回' });
    await app.user.type(within(dialog).getByRole('textbox'), '请补充出处');
    await app.user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '驳回' })).toBeNull());
    const after = (await detail(runtime(), zhangsan, id)).body.data;
    expect([after.status, after.working?.decisionComment]).toEqual(['rejected', '请补充出处']);
    // Decided: the buttons go.
    await waitFor(() => expect(screen.queryByRole('button', { name: '通过' })).toBeNull());
  });

  it('shows cards with 通过 and 驳回 in reach on a phone, not a table scrolled sideways (issue 28)', async () => {
    const { id, title } = await pendingEntry('手机审核');
    // A phone: every max-width query matches.
    const wide = screenWhere(/max-width/);
    try {
      await signInAs('admin');
      const app = await renderApp('/approval');
      const card = await screen.findByRole('article', { name: title });
      expect(screen.queryByRole('table', { name: '待审核列表' })).toBeNull();
      await app.user.click(within(card).getByRole('button', { name: '通过' }));
      const dialog = await screen.findByRole('dialog', { name: '审核通过' });
      await app.user.click(within(dialog).getByRole('button', { name: '确认通过' }));
      await waitFor(() => expect(screen.queryByRole('article', { name: title })).toBeNull());
      expect((await detail(runtime(), zhangsan, id)).body.data.status).toBe('published');
    } finally {
      wide();
    }
  });

  it('shows the header entry to approvers only and refuses the page to others', async () => {
    await signInAs('admin');
    const admin = await renderApp('/approval');
    const nav = await screen.findByRole('navigation', { name: '模块导航' });
    expect(within(nav).getByRole('link', { name: '审核中心' })).toBeTruthy();
    admin.unmount();

    await signInAs('zhangsan');
    await renderApp('/approval');
    expect(await screen.findByText('审核中心仅对知识审核人员开放')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: '模块导航' })).queryByRole('link', { name: '审核中心' })).toBeNull();
  });
});
