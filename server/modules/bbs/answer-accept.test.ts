import { type AnswerView, answerAccept, answerList } from '@contract/bbs/bbs-answers';
import { MESSAGE_TYPES } from '@contract/messages/messages';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';
import { detail, member, okAnswer, okPost, plateId, type Saved } from './forum.test-helpers';

/** The asker accepts an answer of his question: who may, which answer, and who is told. */

const t = setupRuntime('admin');

let tech: number;
let asker: { id: number; token: string };
let helper: { id: number; token: string };
let other: { id: number; token: string };
let question: Saved;

const db = () => t.rt.deps.db;
const answers = async (token: string, postId: number) =>
  (await call<{ total: number; list: AnswerView[] }>(t.rt, answerList, { postId, size: 50 }, { token })).body.data;
const messagesOf = async (userId: number) =>
  (
    await db().execute<{ custom_type: number; title: string; content: string; link: string }>(
      sql`select custom_type, title, content, link from messages where user_id = ${userId} order by id`,
    )
  ).rows;

beforeAll(async () => {
  tech = await plateId(t.rt, '技术交流');
  asker = await member(t.rt, 'asker');
  helper = await member(t.rt, 'helper');
  other = await member(t.rt, 'other');
  question = await okPost(t.rt, asker.token, { kind: 'question', plateId: tech, title: '缓存击穿怎么办' });
});

describe('accepting', () => {
  it('lets only the asker accept, one answer at a time, changed or withdrawn', async () => {
    const [first, second] = [
      await okAnswer(t.rt, helper.token, { postId: question.id, content: '<p>甲方案</p>' }),
      await okAnswer(t.rt, other.token, { postId: question.id, content: '<p>乙方案</p>' }),
    ];
    const stranger = await call(t.rt, answerAccept, { postId: question.id, answerId: first.id }, { token: helper.token });
    expect(stranger.status).toBe(403);
    const ok = await call(t.rt, answerAccept, { postId: question.id, answerId: first.id }, { token: asker.token });
    expect(ok.body.data).toEqual({ acceptedAnswerId: first.id });
    const swap = await call(t.rt, answerAccept, { postId: question.id, answerId: second.id }, { token: asker.token });
    expect(swap.body.data).toEqual({ acceptedAnswerId: second.id });
    const list = await answers(helper.token, question.id);
    expect(list.list[0].id).toBe(second.id);
    expect(list.list.filter((a) => a.accepted).map((a) => a.id)).toEqual([second.id]);
    expect((await detail(t.rt, helper.token, question.id)).body.data.accepted).toBe(true);
    const none = await call(t.rt, answerAccept, { postId: question.id, answerId: null }, { token: asker.token });
    expect(none.body.data).toEqual({ acceptedAnswerId: null });
    expect((await answers(helper.token, question.id)).list.some((a) => a.accepted)).toBe(false);
  });

  it('refuses an answer of another post and accepting on a share', async () => {
    const otherQ = await okPost(t.rt, helper.token, { kind: 'question', plateId: tech, title: '别的问题' });
    const foreign = await okAnswer(t.rt, other.token, { postId: otherQ.id, content: '<p>别处</p>' });
    const r = await call(t.rt, answerAccept, { postId: question.id, answerId: foreign.id }, { token: asker.token });
    expect([r.status, r.body.message]).toEqual([400, '回答不存在或不属于该帖子']);
    const share = await okPost(t.rt, asker.token, { kind: 'share', plateId: tech, title: '分享' });
    const a = await okAnswer(t.rt, other.token, { postId: share.id, content: '<p>回复</p>' });
    const s = await call(t.rt, answerAccept, { postId: share.id, answerId: a.id }, { token: asker.token });
    expect([s.status, s.body.message]).toEqual([400, '只有问答帖可以采纳回答']);
  });
});

describe('the message of an acceptance', () => {
  it("tells the accepted answer's author once, with a link to the answer, and nothing on withdrawal", async () => {
    const q = await okPost(t.rt, asker.token, { kind: 'question', plateId: tech, title: '日志如何归档' });
    const a = await okAnswer(t.rt, helper.token, { postId: q.id, content: '<p>按天切分后压缩</p>' });
    const before = (await messagesOf(helper.id)).length;
    const accept = (answerId: number | null) => call(t.rt, answerAccept, { postId: q.id, answerId }, { token: asker.token });
    expect((await accept(a.id)).status).toBe(200);
    const told = (await messagesOf(helper.id)).slice(before);
    expect(told).toEqual([
      {
        custom_type: MESSAGE_TYPES.notice,
        title: 'asker采纳了你的回答',
        content: '日志如何归档',
        link: `/bbs/post-detail?id=${q.id}&answer=${a.id}`,
      },
    ]);
    // Accepting it again, then withdrawing, tells nobody more.
    expect((await accept(a.id)).status).toBe(200);
    expect((await accept(null)).status).toBe(200);
    expect(await messagesOf(helper.id)).toHaveLength(before + 1);
  });

  it('sends nothing when the asker accepts his own answer', async () => {
    const q = await okPost(t.rt, asker.token, { kind: 'question', plateId: tech, title: '自问自答' });
    const own = await okAnswer(t.rt, asker.token, { postId: q.id, content: '<p>后来自己解决了</p>' });
    const before = (await messagesOf(asker.id)).length;
    expect((await call(t.rt, answerAccept, { postId: q.id, answerId: own.id }, { token: asker.token })).status).toBe(200);
    expect(await messagesOf(asker.id)).toHaveLength(before);
  });
});
