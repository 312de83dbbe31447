import { approvalDecide, approvalQueue } from '@contract/approval/approval';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { wikiRemove, wikiSave, wikiVersions } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { readerOf } from '../../access/reader';
import { loadSession } from '../../http/session';
import { saveDraft } from '../../knowledge/save';
import { submitForApproval } from '../../knowledge/submit';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import {
  addStaff,
  approve,
  detail,
  entry,
  fieldId,
  idOf,
  makeApprover,
  publish,
  save,
  submit,
  tokens,
  uniqueTitle,
} from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

interface QueueItem {
  knowledgeId: number;
  domainId: number;
  version: number;
  title: string;
  submitter: { id: number; nickname: string };
  submittedAt: string;
  isNew: boolean;
}

const queue = async (input: Record<string, unknown> = {}) =>
  (await call<{ total: number; list: QueueItem[] }>(rt, approvalQueue, { page: 1, size: 100, ...input }, { token: t.admin })).body
    .data;

/** A document (domain 2) written through the same engine the wiki routes use. */
async function pendingDocument(title: string): Promise<number> {
  const session = await loadSession(rt.deps.db, t.zhangsan);
  const reader = readerOf(session!);
  const saved = await saveDraft(
    rt.deps.db,
    reader,
    DOMAIN_IDS.library,
    wikiSave.input.parse(entry({ title, fields: [{ fieldId: await fieldId(rt, 2, 'secrecy'), value: '内部' }] })),
  );
  await submitForApproval(rt.deps.db, reader, DOMAIN_IDS.library, saved.id);
  return saved.id;
}

describe('approval queue', () => {
  it('lists pending versions of every domain, oldest submission first, with submitter and whether the item is new', async () => {
    const firstTitle = uniqueTitle('队列一');
    const first = await save(rt, t.zhangsan, entry({ title: firstTitle }));
    await submit(rt, t.zhangsan, first.id);
    const edited = await publish(rt, t.zhangsan, t.admin);
    await save(rt, t.zhangsan, entry({ id: edited, baseVersion: 1, title: '修订稿' }));
    await submit(rt, t.zhangsan, edited);
    const doc = await pendingDocument(uniqueTitle('文档'));
    await rt.deps.db.execute(
      sql`update knowledge_versions set submitted_at = now() - interval '1 hour' where knowledge_id = ${first.id}`,
    );

    const all = await queue();
    const mine = all.list.filter((i) => [first.id, edited, doc].includes(i.knowledgeId));
    expect(mine.map((i) => [i.knowledgeId, i.domainId, i.version, i.isNew])).toEqual([
      [first.id, 1, 1, true],
      [edited, 1, 2, false],
      [doc, 2, 1, true],
    ]);
    expect(mine[0]).toMatchObject({
      title: firstTitle,
      submitter: { id: await idOf(rt, 'users', 'zhangsan'), nickname: '张三' },
    });
    expect(mine[1].title).toBe('修订稿');
    const wikiOnly = await queue({ domainId: DOMAIN_IDS.wiki });
    expect(wikiOnly.list.map((i) => i.knowledgeId)).not.toContain(doc);
    expect(wikiOnly.total).toBe(all.total - 1);
  });

  it('drops decided, withdrawn and deleted items from the queue', async () => {
    const a = await save(rt, t.zhangsan, entry());
    const b = await save(rt, t.zhangsan, entry());
    await submit(rt, t.zhangsan, a.id);
    await submit(rt, t.zhangsan, b.id);
    await approve(rt, t.admin, a.id);
    await call(rt, wikiRemove, {}, { token: t.zhangsan, params: { id: b.id } });
    const ids = (await queue()).list.map((i) => i.knowledgeId);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
  });

  it('pages the queue', async () => {
    for (let i = 0; i < 3; i++) {
      const s = await save(rt, t.zhangsan, entry());
      await submit(rt, t.zhangsan, s.id);
    }
    const total = (await queue()).total;
    const page = await queue({ page: 2, size: 2 });
    expect(page.total).toBe(total);
    expect(page.list.length).toBe(Math.min(2, total - 2));
  });

  it('refuses callers without the approval permission', async () => {
    const r = await call(rt, approvalQueue, { page: 1, size: 10 }, { token: t.zhangsan });
    expect(r.status).toBe(403);
  });
});

describe('decisions', () => {
  it('decides documents through the same mechanism and words the notice for them', async () => {
    const title = uniqueTitle('制度文件');
    const doc = await pendingDocument(title);
    const r = await call(rt, approvalDecide, { id: doc, approve: true }, { token: t.admin });
    expect(r.body.data).toMatchObject({ id: doc, version: 1, status: 'published' });
    const msg = await rt.deps.db.execute<{ title: string }>(sql`select title from messages where title like ${`%${title}%`}`);
    expect(msg.rows.map((m) => m.title)).toEqual([`你的文档《${title}》已通过审核`]);
    // The wiki routes never show a document.
    expect((await detail(rt, t.zhangsan, doc)).status).toBe(404);
  });

  it('answers 409 when the newest version is not pending and 404 for an unknown item', async () => {
    const id = await publish(rt, t.zhangsan, t.admin);
    const again = await call(rt, approvalDecide, { id, approve: true }, { token: t.admin });
    expect(again.status).toBe(409);
    const missing = await call(rt, approvalDecide, { id: 2_000_000_000, approve: true }, { token: t.admin });
    expect(missing.status).toBe(404);
  });

  it('refuses invalid decisions, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ approve: true }, '知识'],
      [{ id: 1 }, '是否通过'],
      [{ id: 1, approve: 'yes' }, '是否通过'],
      [{ id: 1, approve: false, comment: '   ' }, '审核意见：驳回时请填写理由'],
      [{ id: 1, approve: true, comment: 'x'.repeat(501) }, '审核意见：审核意见最多500个字'],
    ];
    for (const [input, message] of cases) {
      const r = await call(rt, approvalDecide, input, { token: t.admin });
      expect([r.status, r.body.message]).toEqual([400, expect.stringContaining(message)]);
    }
  });

  it('lets only one of two simultaneous decisions on one version win', async () => {
    const s = await save(rt, t.zhangsan, entry());
    await submit(rt, t.zhangsan, s.id);
    const results = await Promise.all([
      call(rt, approvalDecide, { id: s.id, approve: true }, { token: t.admin }),
      call(rt, approvalDecide, { id: s.id, approve: false, comment: '不通过' }, { token: t.admin }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('lets an approver who is not an admin open and decide pending entries, but not drafts', async () => {
    const token = await addStaff(rt, 'qianjiu', '市场部');
    await makeApprover(rt, 'qianjiu');
    // Visible to the approver's group only: pending entries outside an approver's sight are the security tests' (server/security/approval.test.ts).
    const hidden = { visibility: { scope: 'groups' as const, groupIds: [await idOf(rt, 'groups', '市场部')], userIds: [] } };
    const draft = await save(rt, t.zhangsan, entry(hidden));
    const pending = await save(rt, t.zhangsan, entry(hidden));
    await submit(rt, t.zhangsan, pending.id);
    expect((await detail(rt, token, draft.id)).status).toBe(404);
    const shown = await detail(rt, token, pending.id);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ versionStatus: 'pending', working: { status: 'pending' } });
    expect(shown.body.data.abilities).toMatchObject({ canApprove: true, canEdit: false, canDelete: false });
    const history = await call<{ status: string }[]>(rt, wikiVersions, {}, { token, params: { id: pending.id } });
    expect(history.body.data.map((v) => v.status)).toEqual(['pending']);
    const r = await call(rt, approvalDecide, { id: pending.id, approve: false, comment: '请补充' }, { token });
    expect(r.body.data).toMatchObject({ status: 'rejected' });
    // Once rejected it is the author's draft again and out of the approver's sight.
    expect((await detail(rt, token, pending.id)).status).toBe(404);
  });
});
