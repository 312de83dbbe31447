import { approvalDecide } from '@contract/approval/approval';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { wikiSubmit, wikiVersions, wikiWithdraw } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { approve, detail, entry, idOf, list, publish, type Saved, save, submit, tokens, uniqueTitle } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;
let zhangsanId: number;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
  zhangsanId = await idOf(rt, 'users', 'zhangsan');
});
afterAll(() => rt.close());

const messagesTo = async (userId: number, like: string) =>
  (
    await rt.deps.db.execute<{ custom_type: number; title: string; content: string; link: string | null }>(
      sql`select custom_type, title, content, link from messages where user_id = ${userId} and title like ${like} order by id`,
    )
  ).rows;

describe('writing and publishing', () => {
  it('creates version 1 as a draft that only its author and admins can see', async () => {
    const input = entry({ title: uniqueTitle('新建') });
    const saved = await save(rt, t.zhangsan, input);
    expect(saved).toMatchObject({ version: 1, status: 'draft', revision: 1 });
    const own = await detail(rt, t.zhangsan, saved.id);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ title: input.title, status: 'draft', versionStatus: 'draft', publishedVersion: null });
    expect(own.body.data.working).toMatchObject({ version: 1, status: 'draft', revision: 1 });
    expect((await detail(rt, t.admin, saved.id)).status).toBe(200);
    const other = await detail(rt, t.wangwu, saved.id);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('词条不存在或无权查看');
    expect((await list(rt, t.wangwu, { keyword: input.title })).body.data.total).toBe(0);
  });

  it('runs draft → pending → published, then shows the entry to everybody', async () => {
    const input = entry({ title: uniqueTitle('流程') });
    const saved = await save(rt, t.zhangsan, input);
    const again = await save(rt, t.zhangsan, {
      ...input,
      id: saved.id,
      baseVersion: 1,
      baseRevision: 1,
      content: '<p>第二稿</p>',
    });
    expect(again).toMatchObject({ version: 1, status: 'draft', revision: 2 });
    expect(await submit(rt, t.zhangsan, saved.id)).toMatchObject({ version: 1, status: 'pending' });
    const pending = await detail(rt, t.admin, saved.id);
    expect(pending.body.data.abilities.canApprove).toBe(true);
    expect((await detail(rt, t.wangwu, saved.id)).status).toBe(404);

    expect(await approve(rt, t.admin, saved.id, '内容准确')).toMatchObject({ version: 1, status: 'published' });
    const seen = await detail(rt, t.wangwu, saved.id);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      title: input.title,
      status: 'published',
      version: 1,
      versionStatus: 'published',
      publishedVersion: 1,
      working: null,
      content: '<p>第二稿</p>',
      contentText: '第二稿',
    });
    expect(seen.body.data.publishedAt).not.toBeNull();
    expect(seen.body.data.abilities).toEqual({
      canEdit: false,
      canDelete: false,
      canSubmit: false,
      canWithdraw: false,
      canApprove: false,
      canRollback: false,
    });
    const listed = await list(rt, t.wangwu, { keyword: input.title });
    expect(listed.body.data.list.map((i) => i.id)).toEqual([saved.id]);
    const versions = await call<{ version: number; status: string; changeSummary: string; decidedBy: { nickname: string } }[]>(
      rt,
      wikiVersions,
      {},
      { token: t.wangwu, params: { id: saved.id } },
    );
    expect(versions.body.data).toEqual([
      expect.objectContaining({
        version: 1,
        status: 'published',
        changeSummary: '首次发布',
        decidedBy: expect.objectContaining({ nickname: '管理员' }),
      }),
    ]);
  });

  it('keeps the published version visible while a new version is edited and reviewed', async () => {
    const title = uniqueTitle('改版');
    const id = await publish(rt, t.zhangsan, t.admin, { title, content: '<p>第一版正文</p>' });
    const v2 = await save(
      rt,
      t.zhangsan,
      entry({ id, baseVersion: 1, title: `${title}（修订）`, content: '<p>第一版正文，补充说明</p>' }),
    );
    expect(v2).toMatchObject({ version: 2, status: 'draft', revision: 1 });

    const reader = await detail(rt, t.wangwu, id);
    expect(reader.body.data).toMatchObject({ title, version: 1, content: '<p>第一版正文</p>', working: null, latestVersion: 2 });
    expect((await list(rt, t.wangwu, { keyword: title })).body.data.list[0]).toMatchObject({ title, version: 1 });
    const author = await detail(rt, t.zhangsan, id);
    expect(author.body.data).toMatchObject({ version: 1, working: { version: 2, status: 'draft' } });
    expect((await detail(rt, t.zhangsan, id, 2)).body.data).toMatchObject({
      version: 2,
      versionStatus: 'draft',
      title: `${title}（修订）`,
    });
    expect((await detail(rt, t.wangwu, id, 2)).status).toBe(404);

    await submit(rt, t.zhangsan, id);
    expect((await detail(rt, t.wangwu, id)).body.data.version).toBe(1);
    await approve(rt, t.admin, id);
    const after = await detail(rt, t.wangwu, id);
    expect(after.body.data).toMatchObject({
      title: `${title}（修订）`,
      version: 2,
      publishedVersion: 2,
      content: '<p>第一版正文，补充说明</p>',
    });
    expect((await detail(rt, t.wangwu, id, 1)).body.data).toMatchObject({ version: 1, versionStatus: 'superseded', title });
    const versions = await call<{ version: number; status: string; changeSummary: string }[]>(
      rt,
      wikiVersions,
      {},
      {
        token: t.wangwu,
        params: { id },
      },
    );
    expect(versions.body.data.map((v) => [v.version, v.status])).toEqual([
      [2, 'published'],
      [1, 'superseded'],
    ]);
    expect(versions.body.data[0].changeSummary).toBe('标题修改；正文新增5字');
  });

  it('rejects with a reason: the author gets a notice and may edit and resubmit', async () => {
    const title = uniqueTitle('驳回');
    const saved = await save(rt, t.zhangsan, entry({ title }));
    await submit(rt, t.zhangsan, saved.id);
    const noReason = await call(rt, approvalDecide, { id: saved.id, approve: false, comment: '' }, { token: t.admin });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('驳回时请填写理由');
    const r = await call<Saved>(
      rt,
      approvalDecide,
      { id: saved.id, approve: false, comment: '缺少适用范围说明' },
      { token: t.admin },
    );
    expect(r.body.data).toMatchObject({ id: saved.id, version: 1, status: 'rejected' });
    const own = await detail(rt, t.zhangsan, saved.id);
    expect(own.body.data.working).toMatchObject({ status: 'rejected', decisionComment: '缺少适用范围说明' });
    expect(own.body.data.abilities).toMatchObject({ canEdit: true, canSubmit: true, canWithdraw: false });
    expect(await messagesTo(zhangsanId, `%《${title}》%`)).toEqual([
      {
        custom_type: 2,
        title: `你的词条《${title}》未通过审核`,
        content: '驳回理由：缺少适用范围说明',
        link: `/detail?id=${saved.id}`,
      },
    ]);
    const fixed = await save(rt, t.zhangsan, entry({ id: saved.id, baseVersion: 1, title, content: '<p>补充了适用范围</p>' }));
    expect(fixed).toMatchObject({ version: 1, status: 'draft', revision: 2 });
    await submit(rt, t.zhangsan, saved.id);
    await approve(rt, t.admin, saved.id);
    const msgs = await messagesTo(zhangsanId, `%《${title}》%`);
    expect(msgs.at(-1)).toMatchObject({
      custom_type: 2,
      title: `你的词条《${title}》已通过审核`,
      link: `/detail?id=${saved.id}`,
    });
  });

  it('lets the author withdraw a pending version back to draft', async () => {
    const saved = await save(rt, t.zhangsan, entry());
    await submit(rt, t.zhangsan, saved.id);
    expect((await detail(rt, t.zhangsan, saved.id)).body.data.abilities).toMatchObject({ canWithdraw: true, canEdit: false });
    const w = await call<Saved>(rt, wikiWithdraw, {}, { token: t.zhangsan, params: { id: saved.id } });
    expect(w.body.data).toMatchObject({ version: 1, status: 'draft' });
    const again = await call(rt, wikiWithdraw, {}, { token: t.zhangsan, params: { id: saved.id } });
    expect(again.status).toBe(409);
    const decide = await call(rt, approvalDecide, { id: saved.id, approve: true }, { token: t.admin });
    expect(decide.status).toBe(409);
    expect(decide.body.message).toContain('没有待审核的版本');
  });

  it('refuses to submit twice or without a draft', async () => {
    const saved = await save(rt, t.zhangsan, entry());
    await submit(rt, t.zhangsan, saved.id);
    const twice = await call(rt, wikiSubmit, {}, { token: t.zhangsan, params: { id: saved.id } });
    expect(twice.status).toBe(409);
    await approve(rt, t.admin, saved.id);
    const nothing = await call(rt, wikiSubmit, {}, { token: t.zhangsan, params: { id: saved.id } });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('没有待提交的草稿，请先编辑后再提交');
  });

  it('enforces required custom fields at submission, not when saving a draft', async () => {
    await rt.deps.db.execute(sql`update fields set required = true where domain_id = ${DOMAIN_IDS.wiki} and code = 'scope'`);
    try {
      const saved = await save(rt, t.zhangsan, entry());
      const r = await call(rt, wikiSubmit, {}, { token: t.zhangsan, params: { id: saved.id } });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('自定义字段：「适用范围」为必填项，请填写后再提交');
      expect((await detail(rt, t.zhangsan, saved.id)).body.data.working?.status).toBe('draft');
    } finally {
      await rt.deps.db.execute(sql`update fields set required = false where domain_id = ${DOMAIN_IDS.wiki} and code = 'scope'`);
    }
  });
});
