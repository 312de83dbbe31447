import {
  adminReportDismiss,
  adminReportHide,
  adminReportList,
  adminTargetRestore,
  type ReportView,
  reportCreate,
} from '@contract/bbs/bbs-reports';
import { MESSAGE_TYPES } from '@contract/messages/message-terms';
import { sql } from 'drizzle-orm';
import { syncSearchIndex } from '../../search/rebuild';
import { call, tokenFor } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { messagesOf } from '../../test/knowledge/factory';
import { setupRuntime } from '../../test/setup-runtime';
import { createAnswer, createPost, isIndexed, stateOf } from './bbs-fixtures';

const t = setupRuntime('admin', 'zhangsan', 'lisi');
let zhaoliu = '';
beforeAll(async () => {
  // lisi's seeded role reads documents only: he joins the forum here; zhaoliu is a member who moderates nothing.
  await grantKeys(t.rt, 'lisi', '论坛成员', ['ROLE_BBS_DISPLAY']);
  await t.rt.deps.db.execute(sql`insert into users (username, nickname, type) values ('zhaoliu', '赵六', 1)`);
  await grantKeys(t.rt, 'zhaoliu', '论坛成员2', ['ROLE_BBS_DISPLAY']);
  zhaoliu = await tokenFor(t.rt, 'zhaoliu');
});

type Page = { total: number; list: ReportView[] };
type Change = { field: string; before: string; after: string };

const report = (input: Record<string, unknown>, token = zhaoliu) => call<{ id: number }>(t.rt, reportCreate, input, { token });
const list = async (token: string, state = 'open') =>
  (await call<Page>(t.rt, adminReportList, { state, size: 100 }, { token })).body.data;
const reportCount = async () =>
  (await t.rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from bbs_reports`)).rows[0].n;
const reportStates = async (targetId: number) =>
  (
    await t.rt.deps.db.execute<{ state: string }>(sql`select state from bbs_reports where target_id = ${targetId} order by id`)
  ).rows.map((r) => r.state);
const lastAudit = async () =>
  (
    await t.rt.deps.db.execute<{ action: string; object_id: number; detail: { target: string; changes: Change[] } }>(
      sql`select action, object_id, detail from events where action like 'bbs_%' order by id desc limit 1`,
    )
  ).rows[0];

describe('reporting', () => {
  it('reports a post once while open, and refuses bad input, own posts and posts out of sight, changing nothing', async () => {
    const post = await createPost(t.rt, { author: 'admin', plate: '后端与数据库', title: '被举报的帖子' });
    const first = await report({ targetType: 'post', targetId: post, reason: ' 广告 ' });
    expect(first.status).toBe(200);
    const stored = await t.rt.deps.db.execute(
      sql`select reason, state, post_id from bbs_reports where id = ${first.body.data.id}`,
    );
    expect(stored.rows).toEqual([{ reason: '广告', state: 'open', post_id: post }]);
    const before = await reportCount();

    const twice = await report({ targetType: 'post', targetId: post, reason: '还是广告' });
    expect([twice.status, twice.body.message]).toEqual([409, '你已举报过该帖子，请等待版主处理']);
    const bad: [Record<string, unknown>, string][] = [
      [{ targetType: 'post', targetId: post, reason: '  ' }, '请填写举报原因'],
      [{ targetType: 'post', targetId: post, reason: '因'.repeat(201) }, '举报原因最多200个字'],
      [{ targetType: 'comment', targetId: post, reason: '广告' }, '只能是帖子或回答'],
      [{ targetType: 'post', targetId: -1, reason: '广告' }, ''],
    ];
    for (const [input, message] of bad) {
      const r = await report(input);
      expect([r.status, r.body.message]).toEqual([400, expect.stringContaining(message)]);
    }
    const own = await report({ targetType: 'post', targetId: post, reason: '自己' }, t.admin);
    expect([own.status, own.body.message]).toEqual([400, '不能举报自己的帖子']);

    const held = await createPost(t.rt, { author: 'admin', plate: '后端与数据库', title: '待审核的帖子', state: 'held' });
    const secret = await createPost(t.rt, { author: 'admin', plate: '后端与数据库', title: '仅作者可见' });
    await t.rt.deps.db.execute(sql`update knowledge set visibility = 'users' where id = ${secret}`);
    for (const id of [held, secret, 999999]) {
      const r = await report({ targetType: 'post', targetId: id, reason: '广告' });
      expect([r.status, r.body.message]).toEqual([404, '帖子不存在']);
    }
    expect(await reportCount()).toBe(before);
  });
});

describe('reporting at the same instant', () => {
  it('keeps one open report when the same member reports twice at once', async () => {
    const post = await createPost(t.rt, { author: 'admin', plate: '前端开发', title: '双击举报' });
    const both = await Promise.all([1, 2].map(() => report({ targetType: 'post', targetId: post, reason: '广告' })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await reportStates(post)).toEqual(['open']);
  });
});

describe('handling reports', () => {
  it('shows moderators the reports of their plates only, managers all of them', async () => {
    const backend = await createPost(t.rt, { author: 'admin', plate: '后端与数据库', title: '后端的帖子' });
    const product = await createPost(t.rt, { author: 'admin', plate: '产品与设计', title: '产品的帖子' });
    await report({ targetType: 'post', targetId: backend, reason: '灌水' });
    await report({ targetType: 'post', targetId: product, reason: '灌水' });
    // zhangsan moderates 技术交流 and so its sub-plate 后端与数据库; lisi moderates 产品与设计.
    const ofZhangsan = (await list(t.zhangsan)).list.map((r) => r.target.title);
    expect(ofZhangsan).toContain('后端的帖子');
    expect(ofZhangsan).not.toContain('产品的帖子');
    const ofLisi = (await list(t.lisi)).list;
    expect(ofLisi.map((r) => r.target.title)).toEqual(['产品的帖子']);
    expect(ofLisi[0]).toMatchObject({
      reporter: { nickname: '赵六' },
      reason: '灌水',
      state: 'open',
      target: { type: 'post', id: product, plate: { name: '产品与设计' }, author: { nickname: '管理员' } },
    });
    expect(ofLisi[0].target.excerpt).toBe('产品的帖子的正文');
    const all = (await list(t.admin)).list.map((r) => r.target.title);
    expect(all).toEqual(expect.arrayContaining(['后端的帖子', '产品的帖子']));
  });

  it('lets only the plate’s moderators or a manager hide: the target is hidden, leaves search and every open report closes', async () => {
    const post = await createPost(t.rt, { author: 'lisi', plate: '前端开发', title: '违规的帖子' });
    expect(await isIndexed(t.rt, post)).toBe(true);
    const a = await report({ targetType: 'post', targetId: post, reason: '广告' });
    const b = await report({ targetType: 'post', targetId: post, reason: '引战' }, t.admin);

    const foreign = await call(t.rt, adminReportHide, {}, { token: t.lisi, params: { id: a.body.data.id } });
    expect([foreign.status, foreign.body.message]).toEqual([403, '只有该版块的版主或论坛管理员可以处理']);
    expect(await stateOf(t.rt, 'post', post)).toBe('visible');
    expect(await reportStates(post)).toEqual(['open', 'open']);

    const hidden = await call<ReportView>(t.rt, adminReportHide, {}, { token: t.zhangsan, params: { id: a.body.data.id } });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ state: 'hidden', decidedBy: { nickname: '张三' }, target: { state: 'hidden' } });
    expect(await stateOf(t.rt, 'post', post)).toBe('hidden');
    expect(await reportStates(post)).toEqual(['hidden', 'hidden']);
    expect(await isIndexed(t.rt, post)).toBe(false);
    // The index's sync at start agrees: a hidden post is neither rebuilt nor kept.
    await syncSearchIndex(t.rt.deps);
    expect(await isIndexed(t.rt, post)).toBe(false);
    expect(await lastAudit()).toMatchObject({
      action: 'bbs_report_hide',
      object_id: post,
      detail: {
        target: '帖子《违规的帖子》',
        changes: [
          { field: '状态', before: '已发布', after: '已隐藏' },
          { field: '原因', before: '', after: '广告' },
        ],
      },
    });
    expect((await messagesOf(t.rt, 'lisi', MESSAGE_TYPES.notice))[0]).toMatchObject({
      title: '你的帖子《违规的帖子》因被举报已被隐藏',
      link: `/bbs/post-detail?id=${post}`,
    });
    const again = await call(t.rt, adminReportHide, {}, { token: t.zhangsan, params: { id: b.body.data.id } });
    expect([again.status, again.body.message]).toEqual([409, '该举报已处理过']);
    // Closed reports no longer stand in the way of a new one.
    expect((await list(t.zhangsan, 'hidden')).list.map((r) => r.id)).toEqual(
      expect.arrayContaining([a.body.data.id, b.body.data.id]),
    );

    // Restoring: not by another plate's moderator; by a manager; the post is searchable again.
    const denied = await call(t.rt, adminTargetRestore, { targetType: 'post', targetId: post }, { token: t.lisi });
    expect(denied.status).toBe(403);
    const restored = await call(t.rt, adminTargetRestore, { targetType: 'post', targetId: post }, { token: t.admin });
    expect(restored.body.data).toMatchObject({ state: 'visible', id: post });
    expect(await isIndexed(t.rt, post)).toBe(true);
    expect((await lastAudit()).action).toBe('bbs_restore');
    const twice = await call(t.rt, adminTargetRestore, { targetType: 'post', targetId: post }, { token: t.admin });
    expect([twice.status, twice.body.message]).toEqual([409, '只能恢复已隐藏的内容']);
  });

  it('hides a reported answer (its post’s answer count follows) and dismisses a report leaving the target alone', async () => {
    const post = await createPost(t.rt, { author: 'admin', plate: '产品与设计', title: '需求评审怎么做' });
    const answer = await createAnswer(t.rt, { postId: post, author: 'zhangsan', text: '回答里有广告' });
    await createAnswer(t.rt, { postId: post, author: 'admin' });
    const r = await report({ targetType: 'answer', targetId: answer, reason: '广告' });
    expect(r.status).toBe(200);
    const hidden = await call<ReportView>(t.rt, adminReportHide, {}, { token: t.lisi, params: { id: r.body.data.id } });
    expect(hidden.body.data.target).toMatchObject({ type: 'answer', id: answer, postId: post, title: '需求评审怎么做' });
    expect(await stateOf(t.rt, 'answer', answer)).toBe('hidden');
    const count = await t.rt.deps.db.execute(sql`select answer_count from bbs_posts where knowledge_id = ${post}`);
    expect(count.rows).toEqual([{ answer_count: 1 }]);
    expect((await lastAudit()).detail.target).toBe('回答（帖子《需求评审怎么做》）');
    const gone = await report({ targetType: 'answer', targetId: answer, reason: '再举报' }, t.zhangsan);
    expect(gone.status).toBe(404);

    const other = await report({ targetType: 'post', targetId: post, reason: '看不惯' });
    const dismissed = await call<ReportView>(t.rt, adminReportDismiss, {}, { token: t.lisi, params: { id: other.body.data.id } });
    expect(dismissed.body.data.state).toBe('dismissed');
    expect(await stateOf(t.rt, 'post', post)).toBe('visible');
    expect((await lastAudit()).action).toBe('bbs_report_dismiss');
    const foreign = await report({ targetType: 'post', targetId: post, reason: '再看不惯' });
    expect((await call(t.rt, adminReportDismiss, {}, { token: t.zhangsan, params: { id: foreign.body.data.id } })).status).toBe(
      403,
    );
    expect(await reportStates(post)).toEqual(['dismissed', 'open']);
    expect((await call(t.rt, adminReportDismiss, {}, { token: t.lisi, params: { id: 999999 } })).status).toBe(404);
  });
});
