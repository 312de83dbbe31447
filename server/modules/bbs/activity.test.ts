import {
  answerFeed,
  type CommentActivityItem,
  commentActivity,
  type VoteActivityItem,
  voteActivity,
} from '@contract/bbs/bbs-activity';
import { type AnswerView, vote } from '@contract/bbs/bbs-answers';
import { commentAdd, commentRemove } from '@contract/knowledge/interaction';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';
import { createAnswer } from './bbs-fixtures';
import { member, okAnswer, okPost, plateId, type Saved } from './forum.test-helpers';

const t = setupRuntime('admin', 'zhangsan', 'wangwu');
const db = () => t.rt.deps.db;

type Member = { id: number; token: string };
type FeedItem = AnswerView & { post: { id: number; title: string } };
let asker: Member;
let helper: Member;
let fan: Member;
let parent: number;
let child: number;
let q1: Saved;
let q2: Saved;

const feed = async (input: Record<string, unknown>, token = fan.token) =>
  call<{ total: number; list: FeedItem[] }>(t.rt, answerFeed, { size: 100, ...input }, { token });
const votes = async (who: Member, direction: 'given' | 'received') =>
  (await call<{ total: number; list: VoteActivityItem[] }>(t.rt, voteActivity, { direction }, { token: who.token })).body.data;
const comments = async (who: Member, direction: 'given' | 'received') =>
  (await call<{ total: number; list: CommentActivityItem[] }>(t.rt, commentActivity, { direction }, { token: who.token })).body
    .data;
const cast = async (who: Member, targetType: 'post' | 'answer', targetId: number, value: 1 | -1) => {
  const r = await call(t.rt, vote, { targetType, targetId, value }, { token: who.token });
  expect(r.status).toBe(200);
};
const comment = async (who: Member, input: Record<string, unknown>) => {
  const r = await call<{ id: number }>(t.rt, commentAdd, input, { token: who.token });
  expect(r.status).toBe(200);
  return r.body.data.id;
};
const setPostState = (id: number, state: string) =>
  db().execute(sql`update bbs_posts set state = ${state} where knowledge_id = ${id}`);

beforeAll(async () => {
  asker = await member(t.rt, 'asker');
  helper = await member(t.rt, 'helper');
  fan = await member(t.rt, 'fan');
  const p = await db().execute<{ id: number }>(sql`insert into bbs_plates (name) values ('动态父版块') returning id`);
  parent = p.rows[0].id;
  const c = await db().execute<{ id: number }>(
    sql`insert into bbs_plates (name, parent_id) values ('动态子版块', ${parent}) returning id`,
  );
  child = c.rows[0].id;
  q1 = await okPost(t.rt, asker.token, { kind: 'question', plateId: child, title: '动态问题一' });
  q2 = await okPost(t.rt, asker.token, { kind: 'question', plateId: await plateId(t.rt, '技术交流'), title: '动态问题二' });
});

describe('回答广场 (answer feed)', () => {
  it('lists visible answers of open posts by plate (with sub-plates), newest or most agreed first', async () => {
    const older = await okAnswer(t.rt, helper.token, { postId: q1.id, content: '<p>较早的回答</p>' });
    const newer = await okAnswer(t.rt, fan.token, { postId: q1.id, content: '<p>较新的回答</p>' });
    await db().execute(sql`update bbs_answers set created_at = created_at - interval '1 minute' where id = ${older.id}`);
    await cast(asker, 'answer', older.id, 1);
    const byTime = (await feed({ plateId: parent })).body.data;
    expect(byTime.total).toBe(2);
    expect(byTime.list.map((a) => a.id)).toEqual([newer.id, older.id]);
    expect(byTime.list[1]).toMatchObject({ post: { id: q1.id, title: '动态问题一' }, author: { id: helper.id }, voteScore: 1 });
    const byVotes = (await feed({ plateId: parent, sort: 'votes' })).body.data;
    expect(byVotes.list.map((a) => a.id)).toEqual([older.id, newer.id]);
    expect((await feed({ plateId: child, page: 2, size: 1 })).body.data.list.map((a) => a.id)).toEqual([older.id]);
  });

  it('never shows held or hidden answers, nor answers of held, hidden, draft or deleted posts — to anyone', async () => {
    const leaks: number[] = [];
    leaks.push(await createAnswer(t.rt, { postId: q1.id, author: 'admin', text: '待审核的回答', state: 'held' }));
    leaks.push(await createAnswer(t.rt, { postId: q1.id, author: 'admin', text: '被隐藏的回答', state: 'hidden' }));
    for (const state of ['held', 'hidden', 'draft', 'deleted']) {
      const post = await okPost(t.rt, asker.token, { kind: 'question', plateId: child, title: `动态${state}帖` });
      leaks.push(await createAnswer(t.rt, { postId: post.id, author: 'admin', text: `${state}帖的回答` }));
      if (state === 'held' || state === 'hidden') await setPostState(post.id, state);
      if (state === 'draft') await db().execute(sql`update knowledge set published_version = null where id = ${post.id}`);
      if (state === 'deleted') await db().execute(sql`update knowledge set deleted_at = now() where id = ${post.id}`);
    }
    // Not to the posts' author, not to a forum admin, not to a moderator of the plate.
    for (const token of [fan.token, asker.token, t.admin, t.zhangsan]) {
      const all = (await feed({}, token)).body.data;
      expect(all.list.filter((a) => leaks.includes(a.id))).toEqual([]);
      expect((await feed({ plateId: parent }, token)).body.data.total).toBe(2);
    }
  });

  it('refuses bad input in Chinese, callers without the forum key, and anonymous callers', async () => {
    const badSort = await feed({ sort: 'hot' });
    expect([badSort.status, badSort.body.message]).toEqual([400, expect.stringContaining('排序只能是 time 或 votes')]);
    expect((await feed({ size: 1000 })).status).toBe(400);
    expect((await feed({ plateId: 'x' })).status).toBe(400);
    expect((await feed({ page: 0 })).status).toBe(400);
    expect((await feed({}, t.wangwu)).status).toBe(403);
    expect((await call(t.rt, answerFeed, {})).status).toBe(401);
  });
});

describe('赞同 (votes given and received)', () => {
  it('lists the agree votes a member gave and the ones his writing got, newest first, never the others’ or the againsts', async () => {
    const a2 = await okAnswer(t.rt, helper.token, { postId: q2.id, content: '<p>问题二的回答</p>' });
    const a3 = await okAnswer(t.rt, asker.token, { postId: q2.id, content: '<p>提问者自己的补充</p>' });
    await cast(fan, 'answer', a2.id, 1);
    await cast(fan, 'post', q2.id, 1);
    await cast(fan, 'answer', a3.id, -1);
    await cast(helper, 'post', q2.id, 1);
    await db().execute(sql`update bbs_votes set created_at = now() - interval '1 minute'
      where user_id = ${fan.id} and target_type = 2 and target_id = ${a2.id}`);
    const given = await votes(fan, 'given');
    expect(given.list.map((v) => [v.targetType, v.post.id, v.answer?.id ?? null])).toEqual([
      ['post', q2.id, null],
      ['answer', q2.id, a2.id],
    ]);
    expect(given.list[1]).toMatchObject({ excerpt: '问题二的回答', author: { id: helper.id }, voter: { id: fan.id } });
    expect(given.list[0]).toMatchObject({ excerpt: '正文', author: { id: asker.id }, post: { title: '动态问题二' } });

    // The helper also got the asker's agree on his answer to question one (the feed's test).
    const helperGot = await votes(helper, 'received');
    expect(helperGot.list.map((v) => [v.post.id, v.voter.nickname])).toEqual([
      [q1.id, 'asker'],
      [q2.id, 'fan'],
    ]);
    expect(helperGot.list[1]).toMatchObject({ targetType: 'answer', answer: { id: a2.id }, author: { id: helper.id } });
    // Two agrees on his question; the against on his own answer is not one.
    const askerGot = await votes(asker, 'received');
    expect(askerGot.list.map((v) => [v.targetType, v.voter.nickname])).toEqual([
      ['post', 'helper'],
      ['post', 'fan'],
    ]);
    expect(askerGot.total).toBe(2);
  });

  it('drops what was hidden since from the voter’s list, while the author still sees agrees on his own writing', async () => {
    await setPostState(q2.id, 'hidden');
    expect((await votes(fan, 'given')).list.map((v) => v.post.id)).not.toContain(q2.id);
    expect((await votes(asker, 'received')).list.filter((v) => v.post.id === q2.id)).toHaveLength(2);
    // The helper's answer sits on someone else's hidden post: he cannot open it, so neither does the list.
    expect((await votes(helper, 'received')).list.map((v) => v.post.id)).toEqual([q1.id]);
    await setPostState(q2.id, 'visible');
    const a2 = (await votes(fan, 'given')).list.find((v) => v.targetType === 'answer')!.answer!.id;
    await db().execute(sql`update bbs_answers set state = 'hidden' where id = ${a2}`);
    expect((await votes(fan, 'given')).list.map((v) => v.targetType)).toEqual(['post']);
    await db().execute(sql`update bbs_answers set state = 'visible' where id = ${a2}`);
  });

  it('refuses a bad direction in Chinese, callers without the forum key, and anonymous callers', async () => {
    const bad = await call(t.rt, voteActivity, { direction: 'all' }, { token: fan.token });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('列表只能是 given')]);
    expect((await call(t.rt, voteActivity, { direction: 'given', size: 101 }, { token: fan.token })).status).toBe(400);
    expect((await call(t.rt, voteActivity, { direction: 'given' }, { token: t.wangwu })).status).toBe(403);
    expect((await call(t.rt, voteActivity, { direction: 'given' })).status).toBe(401);
  });
});

describe('评论 (comments written and received)', () => {
  it('lists comments others wrote on the member’s posts and answers, and the ones he wrote', async () => {
    const answer = await okAnswer(t.rt, helper.token, { postId: q1.id, content: '<p>供评论的回答</p>' });
    const onPost = await comment(fan, { knowledgeId: q1.id, content: '问题写得清楚' });
    const onAnswer = await comment(fan, { knowledgeId: q1.id, answerId: answer.id, content: '这个回答有用' });
    const reply = await comment(helper, { knowledgeId: q1.id, parentId: onPost, content: '同意楼上' });
    await comment(asker, { knowledgeId: q1.id, content: '自己的补充' });
    await db().execute(
      sql`update comments set created_at = created_at - (id * interval '1 second') where knowledge_id = ${q1.id}`,
    );

    const askerGot = await comments(asker, 'received');
    expect(askerGot.list.map((c) => [c.id, c.user.nickname, c.reply])).toEqual([
      [onPost, 'fan', false],
      [reply, 'helper', true],
    ]);
    expect(askerGot.list[0]).toMatchObject({ post: { id: q1.id, title: '动态问题一' }, answer: null, excerpt: '问题写得清楚' });
    const helperGot = await comments(helper, 'received');
    expect(helperGot.list).toEqual([
      expect.objectContaining({ id: onAnswer, answer: { id: answer.id, excerpt: '供评论的回答' }, excerpt: '这个回答有用' }),
    ]);
    expect((await comments(fan, 'given')).list.map((c) => c.id)).toEqual([onPost, onAnswer]);
    expect((await comments(fan, 'received')).total).toBe(0);

    expect((await call(t.rt, commentRemove, {}, { token: fan.token, params: { id: onPost } })).status).toBe(200);
    expect((await comments(fan, 'given')).list.map((c) => c.id)).toEqual([onAnswer]);
    expect((await comments(asker, 'received')).list.map((c) => c.id)).toEqual([reply]);
  });

  it('keeps comments of held, hidden or deleted posts and answers out of other people’s lists', async () => {
    await setPostState(q1.id, 'held');
    expect((await comments(fan, 'given')).total).toBe(0);
    expect((await comments(helper, 'received')).total).toBe(0);
    expect((await comments(asker, 'received')).total).toBe(1); // his own post: he still opens it
    await setPostState(q1.id, 'visible');
    const [onAnswer] = (await comments(fan, 'given')).list;
    await db().execute(sql`update bbs_answers set state = 'hidden' where id = ${onAnswer.answer!.id}`);
    expect((await comments(fan, 'given')).total).toBe(0);
    expect((await comments(helper, 'received')).total).toBe(1); // his own answer
    await db().execute(sql`update knowledge set deleted_at = now() where id = ${q1.id}`);
    expect((await comments(helper, 'received')).total).toBe(0);
    expect((await comments(asker, 'received')).total).toBe(0);
  });

  it('refuses a bad direction in Chinese, callers without the forum key, and anonymous callers', async () => {
    const bad = await call(t.rt, commentActivity, { direction: 'x' }, { token: fan.token });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('列表只能是 given')]);
    expect((await call(t.rt, commentActivity, {}, { token: fan.token })).status).toBe(400);
    expect((await call(t.rt, commentActivity, { direction: 'given' }, { token: t.wangwu })).status).toBe(403);
    expect((await call(t.rt, commentActivity, { direction: 'given' })).status).toBe(401);
  });
});
