import { adminCaseList } from '@contract/bbs/bbs-library';
import type { PostListItem } from '@contract/bbs/bbs-posts';
import {
  adminReportHide,
  adminReportList,
  adminTargetHide,
  adminTargetRestore,
  type HiddenItem,
  hiddenList,
  reportCreate,
} from '@contract/bbs/bbs-reports';
import { type ReviewItem, reviewKeep, reviewList, reviewReject } from '@contract/bbs/bbs-review';
import { MESSAGE_TYPES } from '@contract/messages/message-terms';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { messagesOf } from '../../test/knowledge/factory';
import { setupRuntime } from '../../test/setup-runtime';
import { createAnswer, createPost, isIndexed, stateOf } from './bbs-fixtures';
import { member } from './forum.test-helpers';

// zhangsan moderates 技术交流 (so also 后端与数据库 below it) and 案例分享; lisi 产品与设计 and 案例分享.
const t = setupRuntime('admin', 'zhangsan', 'lisi');
let outsider = '';
beforeAll(async () => {
  await grantKeys(t.rt, 'lisi', '论坛成员', ['ROLE_BBS_DISPLAY']);
  outsider = (await member(t.rt, 'outsider')).token;
});

type Change = { field: string; before: string; after: string };
type Page<T> = { total: number; list: T[] };
const lastAudit = async () =>
  (
    await t.rt.deps.db.execute<{ action: string; object_id: number; detail: { target: string; changes: Change[] } }>(
      sql`select action, object_id, detail from events where action like 'bbs_%' order by id desc limit 1`,
    )
  ).rows[0];
const eventCount = async () => (await t.rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from events`)).rows[0].n;
const hide = (token: string, targetType: string, targetId: number, reason = '内容不实') =>
  call(t.rt, adminTargetHide, { targetType, targetId, reason }, { token });
const hidden = async (token: string) => (await call<Page<HiddenItem>>(t.rt, hiddenList, { size: 100 }, { token })).body.data;

/** A published case in a plate (the fixture writes questions). */
async function createCase(spec: { author: string; plate: string; title: string; state?: 'visible' | 'held' | 'hidden' }) {
  const id = await createPost(t.rt, spec);
  await t.rt.deps.db.execute(sql`update bbs_posts set kind = 'case' where knowledge_id = ${id}`);
  return id;
}

describe('hiding a post or an answer directly', () => {
  it('lets the plate’s moderator hide with a reason: hidden, out of search, reports closed, audited, author told', async () => {
    const post = await createCase({ author: 'lisi', plate: '后端与数据库', title: '夸大的案例' });
    const reported = await call<{ id: number }>(
      t.rt,
      reportCreate,
      { targetType: 'post', targetId: post, reason: '夸大' },
      { token: outsider },
    );
    const before = await eventCount();
    for (const [token, status, message] of [
      [t.lisi, 403, '只有该版块的版主或论坛管理员可以处理'],
      [outsider, 403, '只有该版块的版主或论坛管理员可以处理'],
    ] as const) {
      const r = await hide(token, 'post', post);
      expect([r.status, r.body.message]).toEqual([status, message]);
    }
    const bad = await call(t.rt, adminTargetHide, { targetType: 'post', targetId: post, reason: '  ' }, { token: t.zhangsan });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('请填写隐藏原因')]);
    const long = await hide(t.zhangsan, 'post', post, '因'.repeat(201));
    expect([long.status, long.body.message]).toEqual([400, expect.stringContaining('隐藏原因最多200个字')]);
    expect((await hide(t.zhangsan, 'post', 999999)).status).toBe(404);
    expect([await stateOf(t.rt, 'post', post), await eventCount()]).toEqual(['visible', before]);

    const ok = await hide(t.zhangsan, 'post', post, '数据夸大');
    expect([ok.status, ok.body.data]).toEqual([200, expect.objectContaining({ id: post, state: 'hidden' })]);
    expect(await isIndexed(t.rt, post)).toBe(false);
    const report = await t.rt.deps.db.execute(sql`select state from bbs_reports where id = ${reported.body.data.id}`);
    expect(report.rows).toEqual([{ state: 'hidden' }]);
    expect(await lastAudit()).toEqual({
      action: 'bbs_hide',
      object_id: post,
      detail: {
        target: '帖子《夸大的案例》',
        changes: [
          { field: '状态', before: '已发布', after: '已隐藏' },
          { field: '原因', before: '', after: '数据夸大' },
        ],
      },
    });
    expect((await messagesOf(t.rt, 'lisi', MESSAGE_TYPES.notice))[0]).toMatchObject({
      title: '你的帖子《夸大的案例》已被版主隐藏：数据夸大',
      link: `/bbs/post-detail?id=${post}`,
    });
    const twice = await hide(t.zhangsan, 'post', post);
    expect([twice.status, twice.body.message]).toEqual([409, '该内容已隐藏']);
    const held = await createCase({ author: 'lisi', plate: '后端与数据库', title: '待审的案例', state: 'held' });
    const heldHide = await hide(t.admin, 'post', held);
    expect([heldHide.status, heldHide.body.message]).toEqual([409, '该内容在待审核中，请通过或驳回']);
  });
});

describe('已隐藏: everything hidden, whatever hid it', () => {
  it('lists hidden posts and answers with their cause, reason and moderator, in the caller’s plates; restore works on each', async () => {
    const rejected = await createPost(t.rt, { author: 'admin', plate: '产品与设计', title: '驳回的帖子', state: 'held' });
    const rej = await call(t.rt, reviewReject, { targetType: 'post', targetId: rejected, reason: '含广告' }, { token: t.lisi });
    expect(rej.status).toBe(200);
    const base = await createPost(t.rt, { author: 'admin', plate: '产品与设计', title: '有回答的帖子' });
    const answer = await createAnswer(t.rt, { postId: base, author: 'zhangsan', text: '不当回答' });
    expect((await hide(t.lisi, 'answer', answer, '人身攻击')).status).toBe(200);
    const reported = await createPost(t.rt, { author: 'admin', plate: '产品与设计', title: '被举报隐藏的帖子' });
    await call(t.rt, reportCreate, { targetType: 'post', targetId: reported, reason: '灌水' }, { token: outsider });
    const open = await call<Page<{ id: number; target: { id: number } }>>(
      t.rt,
      adminReportList,
      { size: 100 },
      { token: t.lisi },
    );
    const reportId = open.body.data.list.find((r) => r.target.id === reported)?.id as number;
    expect((await call(t.rt, adminReportHide, {}, { token: t.lisi, params: { id: reportId } })).status).toBe(200);

    const ofLisi = (await hidden(t.lisi)).list;
    const pick = (type: string, id: number) => ofLisi.find((x) => x.type === type && x.id === id);
    expect(pick('post', rejected)).toMatchObject({ cause: 'review', reason: '含广告', hiddenBy: { nickname: '李四' } });
    expect(pick('answer', answer)).toMatchObject({ cause: 'moderator', reason: '人身攻击', title: '有回答的帖子' });
    expect(pick('post', reported)).toMatchObject({ cause: 'report', reason: '灌水', state: 'hidden' });
    expect(ofLisi[0].hiddenAt).not.toBeNull();
    expect(ofLisi.map((x) => x.title)).not.toContain('夸大的案例');
    expect((await hidden(t.zhangsan)).list.map((x) => x.title)).not.toContain('驳回的帖子');
    expect((await hidden(t.admin)).list.map((x) => x.title)).toEqual(expect.arrayContaining(['夸大的案例', '驳回的帖子']));
    const refused = await call(t.rt, hiddenList, {}, { token: outsider });
    expect([refused.status, refused.body.message]).toEqual([403, '只有版主或论坛管理员可以查看']);

    const back = await call(t.rt, adminTargetRestore, { targetType: 'post', targetId: rejected }, { token: t.lisi });
    expect(back.status).toBe(200);
    expect(await stateOf(t.rt, 'post', rejected)).toBe('visible');
    expect((await hidden(t.lisi)).list.map((x) => x.title)).not.toContain('驳回的帖子');
  });
});

describe('已标记: keep clears the flag', () => {
  it('keeps a flagged post (flag cleared, audited) or refuses a foreign or unflagged one', async () => {
    const post = await createPost(t.rt, { author: 'zhangsan', plate: '产品与设计', title: '提到回扣的帖子', flagged: ['回扣'] });
    const queue = async () =>
      (await call<Page<ReviewItem>>(t.rt, reviewList, { queue: 'flagged', size: 100 }, { token: t.lisi })).body.data.list;
    expect((await queue()).map((x) => x.id)).toContain(post);
    const foreign = await call(t.rt, reviewKeep, { targetType: 'post', targetId: post }, { token: t.zhangsan });
    expect([foreign.status, foreign.body.message]).toEqual([403, '只有该版块的版主或论坛管理员可以处理']);

    const kept = await call(t.rt, reviewKeep, { targetType: 'post', targetId: post }, { token: t.lisi });
    expect([kept.status, kept.body.data]).toEqual([200, expect.objectContaining({ id: post, state: 'visible' })]);
    expect((await queue()).map((x) => x.id)).not.toContain(post);
    expect(await lastAudit()).toEqual({
      action: 'bbs_flag_keep',
      object_id: post,
      detail: { target: '帖子《提到回扣的帖子》', changes: [{ field: '标记词', before: '回扣', after: '' }] },
    });
    const again = await call(t.rt, reviewKeep, { targetType: 'post', targetId: post }, { token: t.lisi });
    expect([again.status, again.body.message]).toEqual([409, '该内容没有标记词']);
  });
});

describe('案例管理 lists every published case of the caller’s plates', () => {
  it('shows visible, held and hidden cases to their moderators (filter by state), never drafts or questions', async () => {
    const visible = await createCase({ author: 'admin', plate: '案例分享', title: '案例甲' });
    const hiddenCase = await createCase({ author: 'admin', plate: '案例分享', title: '案例乙', state: 'hidden' });
    const draft = await createCase({ author: 'admin', plate: '案例分享', title: '案例草稿' });
    await t.rt.deps.db.execute(sql`update knowledge set published_version = null where id = ${draft}`);
    await createPost(t.rt, { author: 'admin', plate: '案例分享', title: '不是案例' });
    await createCase({ author: 'admin', plate: '财务与合规', title: '财务的案例' });
    const list = async (token: string, input: Record<string, unknown> = {}) =>
      (await call<Page<PostListItem>>(t.rt, adminCaseList, { size: 100, ...input }, { token })).body.data.list;
    const ofLisi = await list(t.lisi, { keyword: '案例' });
    expect(ofLisi.map((x) => [x.id, x.state]).sort()).toEqual(
      [
        [visible, 'visible'],
        [hiddenCase, 'hidden'],
      ].sort(),
    );
    expect(ofLisi.map((x) => x.id)).not.toContain(draft);
    expect((await list(t.admin)).map((x) => x.title)).toContain('财务的案例');
    expect((await list(t.lisi, { state: 'hidden' })).map((x) => x.title)).toEqual(['案例乙']);
    const refused = await call(t.rt, adminCaseList, {}, { token: outsider });
    expect([refused.status, refused.body.message]).toEqual([403, '只有版主或论坛管理员可以查看']);
    expect((await call(t.rt, adminCaseList, { state: 'gone' }, { token: t.admin })).status).toBe(400);
  });
});
