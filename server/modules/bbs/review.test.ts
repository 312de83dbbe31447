import { type ReviewItem, reviewApprove, reviewList, reviewReject } from '@contract/bbs/bbs-review';
import { MESSAGE_TYPES } from '@contract/messages/message-terms';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { messagesOf } from '../../test/knowledge/factory';
import { setupRuntime } from '../../test/setup-runtime';
import { createAnswer, createPost, isIndexed, stateOf } from './bbs-fixtures';

const t = setupRuntime('admin', 'zhangsan', 'lisi');
beforeAll(() => grantKeys(t.rt, 'lisi', '论坛成员', ['ROLE_BBS_DISPLAY']));

type Page = { total: number; list: ReviewItem[] };
type Change = { field: string; before: string; after: string };

const queue = async (token: string, q = 'held') =>
  (await call<Page>(t.rt, reviewList, { queue: q, size: 100 }, { token })).body.data;
const lastAudit = async () =>
  (
    await t.rt.deps.db.execute<{ action: string; object_id: number; detail: { target: string; changes: Change[] } }>(
      sql`select action, object_id, detail from events where action like 'bbs_review_%' order by id desc limit 1`,
    )
  ).rows[0];

let heldPost = 0;
let heldAnswer = 0;
beforeAll(async () => {
  heldPost = await createPost(t.rt, { author: 'lisi', plate: '后端与数据库', title: '有问题加微信聊', state: 'held' });
  const product = await createPost(t.rt, { author: 'admin', plate: '产品与设计', title: '原型工具推荐' });
  heldAnswer = await createAnswer(t.rt, { postId: product, author: 'zhangsan', text: '可以私下交易', state: 'held' });
  await createPost(t.rt, { author: 'lisi', plate: '产品与设计', title: '供应商回扣问题', flagged: ['回扣'] });
});

describe('the review queue', () => {
  it('lists the held posts and answers of the moderator’s plates with the words that held them; a manager sees all', async () => {
    const ofZhangsan = await queue(t.zhangsan);
    expect(ofZhangsan.list).toEqual([
      expect.objectContaining({ type: 'post', id: heldPost, title: '有问题加微信聊', state: 'held', reviewWords: ['加微信'] }),
    ]);
    const ofLisi = await queue(t.lisi);
    expect(ofLisi.list).toEqual([
      expect.objectContaining({ type: 'answer', id: heldAnswer, excerpt: '可以私下交易', reviewWords: ['私下交易'] }),
    ]);
    expect((await queue(t.admin)).total).toBe(2);
    const flagged = await queue(t.lisi, 'flagged');
    expect(flagged.list.map((x) => [x.title, x.flaggedWords])).toEqual([['供应商回扣问题', ['回扣']]]);
    expect((await queue(t.zhangsan, 'flagged')).total).toBe(0);
    expect((await call(t.rt, reviewList, { queue: 'all' }, { token: t.admin })).status).toBe(400);
  });

  it('keeps the total on a page past the end', async () => {
    const past = await call<Page>(t.rt, reviewList, { queue: 'held', page: 3, size: 1 }, { token: t.admin });
    expect(past.body.data).toEqual({ total: 2, list: [] });
  });

  it('refuses a moderator of another plate (403) and lets the plate’s moderator approve: visible, searchable, audited, told', async () => {
    expect(await isIndexed(t.rt, heldPost)).toBe(false);
    const foreign = await call(t.rt, reviewApprove, { targetType: 'post', targetId: heldPost }, { token: t.lisi });
    expect([foreign.status, foreign.body.message]).toEqual([403, '只有该版块的版主或论坛管理员可以处理']);
    expect(await stateOf(t.rt, 'post', heldPost)).toBe('held');

    const ok = await call(t.rt, reviewApprove, { targetType: 'post', targetId: heldPost }, { token: t.zhangsan });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ state: 'visible', id: heldPost });
    expect(await stateOf(t.rt, 'post', heldPost)).toBe('visible');
    expect(await isIndexed(t.rt, heldPost)).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: 'bbs_review_approve',
      object_id: heldPost,
      detail: { target: '帖子《有问题加微信聊》', changes: [{ field: '状态', before: '待审核', after: '已发布' }] },
    });
    expect((await messagesOf(t.rt, 'lisi', MESSAGE_TYPES.notice))[0].title).toBe('你的帖子《有问题加微信聊》已通过审核');
    const twice = await call(t.rt, reviewApprove, { targetType: 'post', targetId: heldPost }, { token: t.zhangsan });
    expect([twice.status, twice.body.message]).toEqual([409, '该内容不在待审核状态']);
    expect((await queue(t.zhangsan)).total).toBe(0);
  });

  it('rejects with a reason only: hidden, audited, and the author is told why', async () => {
    const bare = await call(t.rt, reviewReject, { targetType: 'answer', targetId: heldAnswer, reason: ' ' }, { token: t.lisi });
    expect([bare.status, bare.body.message]).toEqual([400, expect.stringContaining('请填写驳回原因')]);
    expect(await stateOf(t.rt, 'answer', heldAnswer)).toBe('held');
    const foreign = await call(
      t.rt,
      reviewReject,
      { targetType: 'answer', targetId: heldAnswer, reason: '引流' },
      { token: t.zhangsan },
    );
    expect(foreign.status).toBe(403);

    const r = await call(
      t.rt,
      reviewReject,
      { targetType: 'answer', targetId: heldAnswer, reason: '站外引流' },
      { token: t.lisi },
    );
    expect(r.body.data).toMatchObject({ type: 'answer', state: 'hidden' });
    expect(await stateOf(t.rt, 'answer', heldAnswer)).toBe('hidden');
    expect((await lastAudit()).detail.changes).toEqual([
      { field: '状态', before: '待审核', after: '已隐藏' },
      { field: '原因', before: '', after: '站外引流' },
    ]);
    expect((await messagesOf(t.rt, 'zhangsan', MESSAGE_TYPES.notice))[0]).toMatchObject({
      title: '你的回答（帖子《原型工具推荐》）未通过审核',
      content: '驳回理由：站外引流',
    });
  });

  it('lets a forum manager decide in any plate, and answers 404 for what does not exist', async () => {
    const post = await createPost(t.rt, { author: 'zhangsan', plate: '新人专区', title: '入职兼职赚钱', state: 'held' });
    const r = await call(t.rt, reviewReject, { targetType: 'post', targetId: post, reason: '违规' }, { token: t.admin });
    expect(r.status).toBe(200);
    expect(await stateOf(t.rt, 'post', post)).toBe('hidden');
    const missing = await call(t.rt, reviewApprove, { targetType: 'answer', targetId: 999999 }, { token: t.admin });
    expect([missing.status, missing.body.message]).toEqual([404, '回答不存在']);
  });
});
