import { DOMAIN_IDS } from '@contract/platform/domains';
import { createItem } from '@server-test/knowledge/factory';
import { uniqueTitle } from '@server-test/wiki/flow';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

/** The list item (card) that shows a title. */
const rowOf = async (title: string) => (await screen.findByText(title)).closest('[role="listitem"]') as HTMLElement;

describe('/account/publish', () => {
  it('shows each state, the reviewer’s reason, and filters by state in the URL', async () => {
    const pub = await createItem(runtime(), { authorUsername: 'zhangsan', title: uniqueTitle('中心已发布') });
    const rej = await createItem(runtime(), { authorUsername: 'zhangsan', title: uniqueTitle('中心被驳回'), status: 'rejected' });
    await runtime().deps.db.execute(
      sql`update knowledge_versions set decision_comment = '请补充数据来源', decided_at = now() where knowledge_id = ${rej.id}`,
    );
    await signInAs('zhangsan');
    const app = await renderApp('/account/publish');
    expect(await screen.findByRole('navigation', { name: '个人中心' })).toBeTruthy();
    expect(within(await rowOf(pub.title)).getByText('已发布')).toBeTruthy();
    const rejected = await rowOf(rej.title);
    expect(within(rejected).getByText('已驳回')).toBeTruthy();
    expect(within(rejected).getByText(/驳回理由：请补充数据来源/)).toBeTruthy();

    await app.user.click(screen.getByRole('radio', { name: '已驳回' }));
    await waitFor(() => expect(app.search()).toMatchObject({ state: 'rejected' }));
    await waitFor(() => expect(screen.queryByText(pub.title)).toBeNull());
    expect(screen.getByText(rej.title)).toBeTruthy();
  });
});

describe('/account/draft', () => {
  it('continues a draft in its editor and deletes one into the recycle bin', async () => {
    const entry = await createItem(runtime(), {
      authorUsername: 'zhangsan',
      title: uniqueTitle('中心词条草稿'),
      status: 'draft',
    });
    const doc = await createItem(runtime(), {
      authorUsername: 'zhangsan',
      title: uniqueTitle('中心文档草稿'),
      status: 'draft',
      domainId: DOMAIN_IDS.library,
    });
    await signInAs('zhangsan');
    const app = await renderApp('/account/draft');
    const entryRow = await rowOf(entry.title);
    expect(within(entryRow).getByRole('link', { name: '继续编辑' }).getAttribute('href')).toBe(
      `/webaikn/#/wiki/newCreate?id=${entry.id}`,
    );
    const docRow = await rowOf(doc.title);
    expect(within(docRow).getByRole('link', { name: '继续编辑' }).getAttribute('href')).toBe(
      `/webaikn/#/detail?id=${doc.id}&domainId=${DOMAIN_IDS.library}&version=1`,
    );

    await app.user.click(within(docRow).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除草稿' });
    await app.user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText(doc.title)).toBeNull());
    const r = await runtime().deps.db.execute<{ deleted: boolean }>(
      sql`select deleted_at is not null as deleted from knowledge where id = ${doc.id}`,
    );
    expect(r.rows[0].deleted).toBe(true);
    expect(screen.getByText(entry.title)).toBeTruthy();
  });

  it('keeps bad URL values out of the request', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/account/draft?state=lost&domainId=99&page=-3');
    expect(await screen.findByRole('heading', { name: '我的草稿' })).toBeTruthy();
    const search = app.search() as Record<string, unknown>;
    expect(search.state).toBeUndefined();
    expect(search.domainId).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
