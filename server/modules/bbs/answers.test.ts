import { type AnswerView, answerDelete, answerList, answerSave, mineAnswers, vote } from '@contract/bbs/bbs-answers';
import { bbsHome, memberProfile } from '@contract/bbs/bbs-home';
import { commentAdd, commentList } from '@contract/knowledge/interaction';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';
import { answer, detail, member, okAnswer, okPost, plateId, type Saved } from './forum.test-helpers';

const t = setupRuntime('admin', 'zhangsan', 'lisi', 'wangwu');

let tech: number;
let asker: { id: number; token: string };
let helper: { id: number; token: string };
let other: { id: number; token: string };
let question: Saved;

const db = () => t.rt.deps.db;
const answers = async (token: string, postId: number, sort: 'votes' | 'time' = 'votes') =>
  (await call<{ total: number; list: AnswerView[] }>(t.rt, answerList, { postId, sort, size: 50 }, { token })).body.data;
const answerCount = async () => (await db().execute<{ n: number }>(sql`select count(*)::int as n from bbs_answers`)).rows[0].n;

beforeAll(async () => {
  tech = await plateId(t.rt, '技术交流'); // zhangsan moderates it
  asker = await member(t.rt, 'asker');
  helper = await member(t.rt, 'helper');
  other = await member(t.rt, 'other');
  question = await okPost(t.rt, asker.token, { kind: 'question', plateId: tech, title: '缓存击穿怎么办' });
});

describe('answering', () => {
  it('answers a question: the post counts it, its author is told, an event is recorded', async () => {
    const a = await okAnswer(t.rt, helper.token, { postId: question.id, content: '<p>用互斥锁<script>x</script>重建缓存</p>' });
    expect(a).toMatchObject({ postId: question.id, state: 'visible', voteScore: 0, accepted: false, masked: [] });
    const d = (await detail(t.rt, asker.token, question.id)).body.data;
    expect(d.answerCount).toBe(1);
    expect(d.abilities.canAccept).toBe(true);
    const list = await answers(other.token, question.id);
    expect(list.list[0].content).not.toContain('script');
    const msg = await db().execute<{ title: string }>(
      sql`select title from messages where user_id = ${asker.id} order by id desc limit 1`,
    );
    expect(msg.rows[0].title).toBe('helper回答了你的帖子');
    const ev = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from events where action = 'answer' and subject_id = ${question.id} and object_id = ${a.id}`,
    );
    expect(ev.rows[0].n).toBe(1);
  });

  it('refuses empty or bad input, and answers to missing, held or hidden posts, storing nothing', async () => {
    const before = await answerCount();
    const empty = await answer(t.rt, helper.token, { postId: question.id, content: '<p> </p>' });
    expect([empty.status, empty.body.message]).toEqual([400, '回答不能为空']);
    expect((await answer(t.rt, helper.token, { postId: 'x', content: 'a' })).status).toBe(400);
    expect((await answer(t.rt, helper.token, { postId: 999_999, content: 'a' })).status).toBe(404);
    const held = await okPost(t.rt, asker.token, { kind: 'question', plateId: tech, title: '有问题加微信' });
    expect(held.state).toBe('held');
    expect((await answer(t.rt, helper.token, { postId: held.id, content: '<p>答</p>' })).status).toBe(404);
    // Not even the author or a moderator answers a post waiting for review.
    expect((await answer(t.rt, asker.token, { postId: held.id, content: '<p>答</p>' })).status).toBe(400);
    expect((await answer(t.rt, t.zhangsan, { postId: held.id, content: '<p>答</p>' })).status).toBe(400);
    const hidden = await okPost(t.rt, asker.token, { kind: 'question', plateId: tech, title: '被隐藏' });
    await db().execute(sql`update bbs_posts set state = 'hidden' where knowledge_id = ${hidden.id}`);
    expect((await answer(t.rt, helper.token, { postId: hidden.id, content: '<p>答</p>' })).status).toBe(404);
    expect(await answerCount()).toBe(before);
    const denied = await call(t.rt, answerSave, { postId: question.id, content: '<p>答</p>' }, { token: t.wangwu });
    expect(denied.status).toBe(403);
  });

  it('checks sensitive words in answers, disguised ones too', async () => {
    for (const text of ['商业机密', '商業機密', '商-业-机-密']) {
      const r = await answer(t.rt, helper.token, { postId: question.id, content: `<p>${text}</p>` });
      expect([r.status, r.body.message]).toEqual([400, expect.stringContaining('内容包含不允许的词语')]);
    }
    const masked = await okAnswer(t.rt, other.token, { postId: question.id, content: '<p>你是笨 蛋</p>' });
    expect(masked.masked).toEqual(['笨蛋']);
    const held = await okAnswer(t.rt, other.token, { postId: question.id, content: '<p>加 微 信聊</p>' });
    expect(held.state).toBe('held');
    expect((await answers(helper.token, question.id)).list.map((a) => a.id)).not.toContain(held.id);
    expect((await answers(other.token, question.id)).list.map((a) => a.id)).toContain(held.id);
    expect((await answers(t.zhangsan, question.id)).list.map((a) => a.id)).toContain(held.id);
    expect((await detail(t.rt, asker.token, question.id)).body.data.answerCount).toBe(2);
  });

  it("lets only the author edit an answer; the author, the plate's moderator or a manager delete it", async () => {
    const a = await okAnswer(t.rt, other.token, { postId: question.id, content: '<p>初稿</p>' });
    const edit = await answer(t.rt, helper.token, { id: a.id, postId: question.id, content: '<p>篡改</p>' });
    expect(edit.status).toBe(403);
    const mine = await answer(t.rt, other.token, { id: a.id, postId: question.id, content: '<p>改好</p>' });
    expect(mine.body.data.id).toBe(a.id);
    expect((await call(t.rt, answerDelete, {}, { token: helper.token, params: { id: a.id } })).status).toBe(403);
    expect((await call(t.rt, answerDelete, {}, { token: t.zhangsan, params: { id: a.id } })).status).toBe(200);
    expect((await call(t.rt, answerDelete, {}, { token: other.token, params: { id: a.id } })).status).toBe(404);
  });

  it('refuses the 21st answer in ten minutes with the wait', async () => {
    const busy = await member(t.rt, 'busy');
    for (let i = 0; i < 20; i++) {
      const r = await call(t.rt, answerSave, { postId: question.id, content: `<p>第${i}个</p>` }, { token: busy.token });
      expect(r.status).toBe(200);
    }
    const r = await call(t.rt, answerSave, { postId: question.id, content: '<p>再来</p>' }, { token: busy.token });
    expect([r.status, r.body.message]).toEqual([429, '回答过于频繁，请 10 分钟后再试']);
    await db().execute(sql`delete from bbs_answers where author_id = ${busy.id}`);
    await db().execute(sql`update bbs_posts set answer_count = (select count(*) from bbs_answers where post_id = ${question.id}
      and state = 'visible') where knowledge_id = ${question.id}`);
  });
});

describe('voting', () => {
  it('counts one vote per user, changes and withdraws it, and refuses voting on oneself', async () => {
    const cast = (token: string, input: Record<string, unknown>) =>
      call<{ score: number; myVote: number }>(t.rt, vote, input, { token });
    expect((await cast(helper.token, { targetType: 'post', targetId: question.id, value: 1 })).body.data).toEqual({
      score: 1,
      myVote: 1,
    });
    expect((await cast(helper.token, { targetType: 'post', targetId: question.id, value: 1 })).body.data).toEqual({
      score: 1,
      myVote: 1,
    });
    expect((await cast(other.token, { targetType: 'post', targetId: question.id, value: 1 })).body.data.score).toBe(2);
    expect((await cast(helper.token, { targetType: 'post', targetId: question.id, value: -1 })).body.data.score).toBe(0);
    expect((await cast(helper.token, { targetType: 'post', targetId: question.id, value: 0 })).body.data).toEqual({
      score: 1,
      myVote: 0,
    });
    const own = await cast(asker.token, { targetType: 'post', targetId: question.id, value: 1 });
    expect([own.status, own.body.message]).toEqual([400, '不能给自己投票']);
    const a = await okAnswer(t.rt, helper.token, { postId: question.id, content: '<p>投票用</p>' });
    expect((await cast(helper.token, { targetType: 'answer', targetId: a.id, value: 1 })).body.message).toBe('不能给自己投票');
    expect((await cast(asker.token, { targetType: 'answer', targetId: a.id, value: -1 })).body.data.score).toBe(-1);
    expect((await cast(asker.token, { targetType: 'answer', targetId: a.id, value: 2 })).status).toBe(400);
    expect((await cast(asker.token, { targetType: 'comment', targetId: a.id, value: 1 })).status).toBe(400);
    expect((await answers(asker.token, question.id)).list.find((x) => x.id === a.id)?.myVote).toBe(-1);
    expect((await detail(t.rt, other.token, question.id)).body.data).toMatchObject({ voteScore: 1, myVote: 1 });
    const held = await okPost(t.rt, asker.token, { kind: 'share', plateId: tech, title: '私下交易' });
    expect((await cast(helper.token, { targetType: 'post', targetId: held.id, value: 1 })).status).toBe(404);
    const stored = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from bbs_votes where target_type = 1 and target_id = ${question.id}`,
    );
    expect(stored.rows[0].n).toBe(1);
  });

  it('moves the hot score with activity', async () => {
    const p = await okPost(t.rt, asker.token, { kind: 'share', plateId: tech, title: '热度' });
    const hot = async () =>
      (await db().execute<{ h: number }>(sql`select hot_score as h from bbs_posts where knowledge_id = ${p.id}`)).rows[0].h;
    const before = await hot();
    await okAnswer(t.rt, helper.token, { postId: p.id, content: '<p>顶</p>' });
    const after = await hot();
    expect(after).toBeGreaterThan(before);
    await call(t.rt, vote, { targetType: 'post', targetId: p.id, value: 1 }, { token: other.token });
    expect(await hot()).toBeGreaterThan(after);
  });
});

describe('comments on answers', () => {
  it('keeps answer comments apart from the post comments, checks the answer and the words', async () => {
    const a = await okAnswer(t.rt, helper.token, { postId: question.id, content: '<p>评论用</p>' });
    const add = (input: Record<string, unknown>, token = other.token) =>
      call<{ id: number; content: string }>(t.rt, commentAdd, { knowledgeId: question.id, ...input }, { token });
    const onPost = await add({ content: '帖子评论' });
    expect(onPost.status).toBe(200);
    const onAnswer = await add({ content: '回答评论', answerId: a.id });
    expect(onAnswer.status).toBe(200);
    const reply = await add({ content: '回复', answerId: a.id, parentId: onAnswer.body.data.id }, asker.token);
    expect(reply.status).toBe(200);
    // A reply cannot cross from the post's comments into an answer's.
    expect((await add({ content: '串线', answerId: a.id, parentId: onPost.body.data.id })).status).toBe(400);
    const q = (answerId?: number) =>
      call<{ total: number; list: { id: number; replies: { id: number }[] }[] }>(
        t.rt,
        commentList,
        { knowledgeId: question.id, answerId },
        { token: helper.token },
      );
    const post = (await q()).body.data;
    expect(post.list.map((c) => c.id)).toEqual([onPost.body.data.id]);
    const ans = (await q(a.id)).body.data;
    expect(ans.list.map((c) => [c.id, c.replies.map((r) => r.id)])).toEqual([[onAnswer.body.data.id, [reply.body.data.id]]]);
    const otherQ = await okPost(t.rt, helper.token, { kind: 'question', plateId: tech, title: '另一问' });
    expect((await call(t.rt, commentList, { knowledgeId: otherQ.id, answerId: a.id }, { token: helper.token })).status).toBe(400);
    expect((await add({ content: '错帖', answerId: 999_999 })).status).toBe(400);
    const msg = await db().execute<{ title: string }>(
      sql`select title from messages where user_id = ${helper.id} and custom_type = 15 order by id desc limit 1`,
    );
    expect(msg.rows[0].title).toBe('other评论了你的回答');
    for (const text of ['商业机密', '商 業 机 密']) {
      const blocked = await add({ content: text, answerId: a.id });
      expect([blocked.status, blocked.body.message]).toEqual([400, expect.stringContaining('内容包含不允许的词语')]);
    }
    expect((await add({ content: '加微信' })).status).toBe(400);
    const masked = await add({ content: '真是白 痴' });
    expect(masked.body.data.content).not.toContain('白');
    expect((await detail(t.rt, helper.token, question.id)).body.data.commentCount).toBe(2);
    const answersNow = await answers(helper.token, question.id);
    expect(answersNow.list.find((x) => x.id === a.id)?.commentCount).toBe(2);
  });
});

describe('pages', () => {
  it("lists a member's answers, his held ones for himself only", async () => {
    const mine = (
      await call<{ total: number; list: { post: { id: number }; state: string }[] }>(
        t.rt,
        mineAnswers,
        { size: 100 },
        { token: other.token },
      )
    ).body.data;
    expect(mine.list.some((a) => a.state === 'held')).toBe(true);
    const seen = (
      await call<{ list: { state: string }[] }>(t.rt, mineAnswers, { userId: other.id, size: 100 }, { token: helper.token })
    ).body.data;
    expect(seen.list.length).toBeGreaterThan(0);
    expect(seen.list.every((a) => a.state === 'visible')).toBe(true);
  });

  it('builds the home page: hot, latest, unanswered, followed, weekly experts and counts', async () => {
    await db().execute(sql`insert into bbs_experts (user_id, state) values (${helper.id}, 'approved')`);
    await db().execute(sql`insert into bbs_follows (user_id, target_type, target_id) values (${other.id}, 1, ${tech})`);
    const home = (
      await call<{
        hot: { id: number; state: string }[];
        latest: { id: number }[];
        unanswered: { answerCount: number; kind: string }[];
        followed: { plate: { id: number } }[];
        weeklyExperts: { user: { id: number }; answerCount: number; acceptedCount: number }[];
        stats: { posts: number; answers: number; today: number };
      }>(t.rt, bbsHome, {}, { token: other.token })
    ).body.data;
    expect(home.hot.length).toBeGreaterThan(0);
    expect(home.hot.every((p) => p.state === 'visible')).toBe(true);
    expect(home.unanswered.every((p) => p.kind === 'question' && p.answerCount === 0)).toBe(true);
    expect(home.followed.length).toBeGreaterThan(0);
    expect(home.followed.every((p) => p.plate.id === tech)).toBe(true);
    expect(home.weeklyExperts[0]).toMatchObject({ user: { id: helper.id } });
    expect(home.stats.posts).toBeGreaterThan(0);
    expect(home.stats.answers).toBeGreaterThan(0);
  });

  it('puts the most active of lately active posts under 热门, however old, and nothing quiet for a month (issue 28)', async () => {
    const [busy, quiet] = (
      await db().execute<{ id: number }>(sql`
        select k.id from knowledge k join bbs_posts p on p.knowledge_id = k.id
        where p.state = 'visible' and k.deleted_at is null and k.published_version is not null order by k.id limit 2`)
    ).rows.map((r) => r.id);
    await db().execute(sql`update knowledge set created_at = now() - interval '20 days', views = 100000 where id = ${busy!}`);
    await db().execute(sql`update bbs_posts set last_activity_at = now() - interval '1 day' where knowledge_id = ${busy!}`);
    await db().execute(sql`update knowledge set views = 1000000 where id = ${quiet!}`);
    await db().execute(sql`update bbs_posts set last_activity_at = now() - interval '40 days' where knowledge_id = ${quiet!}`);
    const home = (await call<{ hot: { id: number }[]; latest: { id: number }[] }>(t.rt, bbsHome, {}, { token: other.token })).body
      .data;
    expect(home.hot[0]!.id).toBe(busy);
    expect(home.hot.map((p) => p.id)).not.toContain(quiet);
    expect(home.hot.map((p) => p.id)).not.toEqual(home.latest.map((p) => p.id));
  });

  it("shows a member's forum profile", async () => {
    const p = (
      await call<{ posts: number; answers: number; expert: boolean; user: { id: number } }>(
        t.rt,
        memberProfile,
        {},
        { token: other.token, params: { id: helper.id } },
      )
    ).body.data;
    expect(p).toMatchObject({ user: { id: helper.id }, expert: true });
    expect(p.answers).toBeGreaterThan(0);
    expect((await call(t.rt, memberProfile, {}, { token: other.token, params: { id: 999_999 } })).status).toBe(404);
  });
});
