import {
  adminTopicDecide,
  adminTopicDelete,
  adminTopicList,
  adminTopicSave,
  type TopicView,
  topicDetail,
  topicFollow,
  topicPool,
  topicPropose,
  topicSuggest,
} from '@contract/bbs/bbs-topics';
import { MESSAGE_TYPES } from '@contract/messages/message-terms';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { messagesOf } from '../../test/knowledge/factory';
import { setupRuntime } from '../../test/setup-runtime';
import { createPost } from './bbs-fixtures';

const t = setupRuntime('admin', 'zhangsan', 'lisi');
// lisi's seeded role reads documents only: he joins the forum here.
beforeAll(() => grantKeys(t.rt, 'lisi', '论坛成员', ['ROLE_BBS_DISPLAY']));

type Page = { total: number; list: TopicView[] };
type Change = { field: string; before: string; after: string };

const propose = (name: string, description = '', token = t.zhangsan) =>
  call<TopicView>(t.rt, topicPropose, { name, description }, { token });
const decide = (id: number, input: Record<string, unknown>) =>
  call<TopicView>(t.rt, adminTopicDecide, input, { token: t.admin, params: { id } });
const topicCount = async () =>
  (await t.rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from bbs_topics`)).rows[0].n;
const lastAudit = async () =>
  (
    await t.rt.deps.db.execute<{ action: string; object_id: number; detail: { target: string; changes: Change[] } }>(
      sql`select action, object_id, detail from events where action like 'bbs_topic_%' order by id desc limit 1`,
    )
  ).rows[0];

describe('proposing a topic', () => {
  it('keeps a proposal out of the pool until a manager approves it, then the proposer hears of it', async () => {
    const r = await propose('  微服务治理 ', '服务拆分、注册发现与熔断');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: '微服务治理', state: 'proposed', proposer: { nickname: '张三' }, postCount: 0 });
    const id = r.body.data.id;
    const pool = await call<Page>(t.rt, topicPool, { keyword: '微服务' }, { token: t.lisi });
    expect(pool.body.data.total).toBe(0);
    // A proposal is the proposer's and the managers' to see, nobody else's.
    expect((await call(t.rt, topicDetail, {}, { token: t.lisi, params: { id } })).status).toBe(404);
    expect((await call(t.rt, topicDetail, {}, { token: t.zhangsan, params: { id } })).status).toBe(200);

    const approved = await decide(id, { approve: true });
    expect(approved.body.data.state).toBe('approved');
    expect(await lastAudit()).toMatchObject({
      action: 'bbs_topic_approve',
      object_id: id,
      detail: { target: '话题 微服务治理', changes: [{ field: '状态', before: '待审核', after: '已通过' }] },
    });
    expect((await messagesOf(t.rt, 'zhangsan', MESSAGE_TYPES.notice))[0]).toMatchObject({
      title: '你提议的话题「微服务治理」已通过审核',
      link: `/bbs/topic-detail?id=${id}`,
    });
    const after = await call<Page>(t.rt, topicPool, { keyword: '服务拆分' }, { token: t.lisi });
    expect(after.body.data.list.map((x) => x.name)).toEqual(['微服务治理']);
    expect((await decide(id, { approve: false, reason: '重复' })).status).toBe(409);
  });

  it('refuses a name taken in any letter case, changing nothing (409)', async () => {
    const first = await propose('Kubernetes');
    expect(first.status).toBe(200);
    const before = await topicCount();
    const twin = await propose('kubernetes');
    expect(twin.status).toBe(409);
    expect(twin.body.message).toBe('话题「kubernetes」已存在');
    expect(await topicCount()).toBe(before);
  });

  it('refuses blocked and held words in a topic (400) and bad input, changing nothing', async () => {
    const before = await topicCount();
    const blocked = await propose('商业机密讨论');
    expect(blocked.status).toBe(400);
    expect(blocked.body.message).toBe('内容包含不允许的词语：商业机密');
    const held = await propose('兼职', '日赚千元的方法');
    expect(held.status).toBe(400);
    expect(held.body.message).toBe('话题不能包含敏感词：日赚千元');
    const long = await propose('话'.repeat(21));
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('话题名称最多20个字');
    expect((await propose('   ')).body.message).toContain('话题名称不能为空');
    expect((await propose('说明太长', '字'.repeat(201))).body.message).toContain('话题说明最多200个字');
    expect(await topicCount()).toBe(before);
  });

  it('refuses a refusal without a reason (400) and tells the proposer the reason of one', async () => {
    const r = await propose('摸鱼技巧', '', t.lisi);
    const id = r.body.data.id;
    const bare = await decide(id, { approve: false });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toContain('请填写拒绝原因');
    const refused = await decide(id, { approve: false, reason: '与工作无关' });
    expect(refused.body.data.state).toBe('refused');
    expect((await lastAudit()).detail.changes).toEqual([
      { field: '状态', before: '待审核', after: '未通过' },
      { field: '原因', before: '', after: '与工作无关' },
    ]);
    // The reason is said once, in the body (issue 28).
    expect((await messagesOf(t.rt, 'lisi', MESSAGE_TYPES.notice))[0]).toMatchObject({
      title: '你提议的话题「摸鱼技巧」未通过审核',
      content: '驳回理由：与工作无关',
    });
    const listed = await call<Page>(t.rt, adminTopicList, { state: 'refused' }, { token: t.admin });
    expect(listed.body.data.list.map((x) => x.name)).toEqual(['摸鱼技巧']);
  });
});

describe('the topic pool, following and suggestions', () => {
  it('counts followers and visible posts, follows once and unfollows', async () => {
    const made = await call<TopicView>(
      t.rt,
      adminTopicSave,
      { name: '数据库调优', description: '索引与执行计划' },
      { token: t.admin },
    );
    expect(made.body.data.state).toBe('approved');
    const id = made.body.data.id;
    const post = await createPost(t.rt, { author: 'lisi', plate: '后端与数据库', title: '慢查询怎么排查' });
    const held = await createPost(t.rt, { author: 'lisi', plate: '后端与数据库', title: '待审的帖子', state: 'held' });
    await t.rt.deps.db.execute(sql`insert into bbs_post_topics (post_id, topic_id) values (${post}, ${id}), (${held}, ${id})`);

    const on = await call(t.rt, topicFollow, { topicId: id, follow: true }, { token: t.zhangsan });
    expect(on.body.data).toEqual({ followed: true, followerCount: 1 });
    expect((await call(t.rt, topicFollow, { topicId: id, follow: true }, { token: t.zhangsan })).body.data).toEqual({
      followed: true,
      followerCount: 1,
    });
    const detail = await call<TopicView>(t.rt, topicDetail, {}, { token: t.zhangsan, params: { id } });
    expect(detail.body.data).toMatchObject({ name: '数据库调优', followerCount: 1, followed: true, postCount: 1 });
    expect((await call<TopicView>(t.rt, topicDetail, {}, { token: t.lisi, params: { id } })).body.data.followed).toBe(false);
    const off = await call(t.rt, topicFollow, { topicId: id, follow: false }, { token: t.zhangsan });
    expect(off.body.data).toEqual({ followed: false, followerCount: 0 });
  });

  it('refuses following a topic not approved (404) and bad input (400)', async () => {
    const proposal = await propose('还没通过的话题');
    const r = await call(t.rt, topicFollow, { topicId: proposal.body.data.id, follow: true }, { token: t.lisi });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('话题不存在');
    expect((await call(t.rt, topicFollow, { topicId: 'x', follow: true }, { token: t.lisi })).status).toBe(400);
    expect((await call(t.rt, topicFollow, { topicId: 999999, follow: true }, { token: t.lisi })).status).toBe(404);
  });

  it('suggests approved topics by name prefix, at most ten, wildcards taken literally', async () => {
    for (let i = 0; i < 12; i++) await call(t.rt, adminTopicSave, { name: `前端框架${i}` }, { token: t.admin });
    const r = await call<{ name: string }[]>(t.rt, topicSuggest, { keyword: '前端' }, { token: t.lisi });
    expect(r.body.data).toHaveLength(10);
    expect(r.body.data.every((x) => x.name.startsWith('前端框架'))).toBe(true);
    expect((await call<unknown[]>(t.rt, topicSuggest, { keyword: '%' }, { token: t.lisi })).body.data).toEqual([]);
    // Proposals are not suggested.
    expect((await call<unknown[]>(t.rt, topicSuggest, { keyword: '还没' }, { token: t.lisi })).body.data).toEqual([]);
  });
});

describe('managing topics', () => {
  it('edits a topic (audited, name still unique) and deletes it with its follows and post links', async () => {
    const a = await call<TopicView>(t.rt, adminTopicSave, { name: '容器编排' }, { token: t.admin });
    const id = a.body.data.id;
    const clash = await call(t.rt, adminTopicSave, { id, name: 'KUBERNETES' }, { token: t.admin });
    expect(clash.status).toBe(409);
    const edited = await call<TopicView>(
      t.rt,
      adminTopicSave,
      { id, name: '容器与编排', description: 'Docker 与 K8s' },
      { token: t.admin },
    );
    expect(edited.body.data).toMatchObject({ name: '容器与编排', description: 'Docker 与 K8s' });
    expect(await lastAudit()).toMatchObject({
      action: 'bbs_topic_edit',
      detail: {
        target: '话题 容器编排',
        changes: [
          { field: '名称', before: '容器编排', after: '容器与编排' },
          { field: '说明', before: '', after: 'Docker 与 K8s' },
        ],
      },
    });
    await call(t.rt, topicFollow, { topicId: id, follow: true }, { token: t.lisi });
    const gone = await call(t.rt, adminTopicDelete, {}, { token: t.admin, params: { id } });
    expect(gone.status).toBe(200);
    expect((await lastAudit()).action).toBe('bbs_topic_delete');
    const follows = await t.rt.deps.db.execute(sql`select 1 from bbs_follows where target_type = 2 and target_id = ${id}`);
    expect(follows.rows).toEqual([]);
    expect((await call(t.rt, adminTopicDelete, {}, { token: t.admin, params: { id } })).status).toBe(404);
  });
});
