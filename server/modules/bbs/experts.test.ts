import {
  adminExpertDecide,
  adminExpertList,
  adminExpertRevoke,
  type ExpertView,
  expertApply,
  expertList,
  expertMine,
} from '@contract/bbs/bbs-experts';
import { MESSAGE_TYPES } from '@contract/messages/message-terms';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { messagesOf, userId } from '../../test/knowledge/factory';
import { setupRuntime } from '../../test/setup-runtime';
import { createAnswer, createPost } from './bbs-fixtures';

const t = setupRuntime('admin', 'zhangsan', 'lisi');
beforeAll(() => grantKeys(t.rt, 'lisi', '论坛成员', ['ROLE_BBS_DISPLAY']));

type Page = { total: number; list: ExpertView[] };
type Change = { field: string; before: string; after: string };

/** Two labels (not categories) of the seed, by id order. */
const labels = async () =>
  (
    await t.rt.deps.db.execute<{ id: number; name: string }>(
      sql`select id, name from labels where parent_id is not null order by id limit 2`,
    )
  ).rows;
const apply = (input: Record<string, unknown>, token = t.zhangsan) => call<ExpertView>(t.rt, expertApply, input, { token });
const decide = (id: number, input: Record<string, unknown>) =>
  call<ExpertView>(t.rt, adminExpertDecide, input, { token: t.admin, params: { id } });
const rows = async () => (await t.rt.deps.db.execute(sql`select * from bbs_experts order by user_id`)).rows;
const lastAudit = async () =>
  (
    await t.rt.deps.db.execute<{ action: string; object_id: number; detail: { target: string; changes: Change[] } }>(
      sql`select action, object_id, detail from events where action like 'bbs_expert_%' order by id desc limit 1`,
    )
  ).rows[0];

describe('applying to be an expert', () => {
  it('refuses bad fields and introductions (400), changing nothing', async () => {
    const [a] = await labels();
    const category = (await t.rt.deps.db.execute<{ id: number }>(sql`select id from labels where parent_id is null limit 1`))
      .rows[0].id;
    const cases: [Record<string, unknown>, string][] = [
      [{ labelIds: [], introduction: '介绍' }, '请至少选择一个擅长领域'],
      [{ labelIds: [1, 2, 3, 4, 5, 6], introduction: '介绍' }, '擅长领域最多选择5项'],
      [{ labelIds: [a.id], introduction: '  ' }, '请填写个人介绍'],
      [{ labelIds: [a.id], introduction: '字'.repeat(501) }, '个人介绍最多500个字'],
      [{ labelIds: [999999], introduction: '介绍' }, '擅长领域中有不存在的标签'],
      [{ labelIds: [category], introduction: '介绍' }, '擅长领域中有不存在的标签'],
      [{ labelIds: [a.id], introduction: '我有商业机密' }, '内容包含不允许的词语：商业机密'],
    ];
    for (const [input, message] of cases) {
      const r = await apply(input);
      expect([r.status, r.body.message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await rows()).toEqual([]);
  });

  it('applies once, is approved with a message, and then lists with stats read from the answers', async () => {
    const [a, b] = await labels();
    const r = await apply({ labelIds: [b.id, a.id, b.id], introduction: '十年后端经验' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      state: 'applied',
      fields: [
        { id: b.id, name: b.name },
        { id: a.id, name: a.name },
      ],
      answerCount: 0,
      acceptanceRate: 0,
    });
    const again = await apply({ labelIds: [a.id], introduction: '再来一次' });
    expect([again.status, again.body.message]).toEqual([409, '你的专家申请正在审核中，请耐心等待']);
    expect((await call(t.rt, expertMine, {}, { token: t.zhangsan })).body.data).toMatchObject({ state: 'applied' });
    expect((await call(t.rt, expertMine, {}, { token: t.lisi })).body.data).toBeNull();
    expect((await call<Page>(t.rt, expertList, {}, { token: t.lisi })).body.data.total).toBe(0);

    const zhangsan = await userId(t.rt, 'zhangsan');
    const approved = await decide(zhangsan, { approve: true });
    expect(approved.body.data.state).toBe('approved');
    expect(await lastAudit()).toMatchObject({
      action: 'bbs_expert_approve',
      object_id: zhangsan,
      detail: { target: '专家 张三', changes: [{ field: '状态', before: '待审核', after: '已认证' }] },
    });
    expect((await messagesOf(t.rt, 'zhangsan', MESSAGE_TYPES.notice))[0]).toMatchObject({
      title: '你的专家申请已通过，欢迎成为论坛专家',
      link: '/bbs/expert',
    });
    expect((await decide(zhangsan, { approve: true })).status).toBe(409);
    expect((await apply({ labelIds: [a.id], introduction: '再来一次' })).body.message).toBe('你已是认证专家');

    // Four visible answers, three accepted; hidden answers and answers on deleted posts do not count.
    const post = await createPost(t.rt, { author: 'lisi', plate: '后端与数据库', title: '连接池怎么配' });
    const gone = await createPost(t.rt, { author: 'lisi', plate: '后端与数据库', title: '已删除的帖子' });
    for (const accepted of [true, false]) await createAnswer(t.rt, { postId: post, author: 'zhangsan', accepted });
    const other = await createPost(t.rt, { author: 'lisi', plate: '前端开发', title: '组件库选型' });
    await createAnswer(t.rt, { postId: other, author: 'zhangsan', accepted: true });
    const third = await createPost(t.rt, { author: 'lisi', plate: '前端开发', title: '打包太慢' });
    await createAnswer(t.rt, { postId: third, author: 'zhangsan', accepted: true });
    await createAnswer(t.rt, { postId: third, author: 'zhangsan', state: 'hidden' });
    await createAnswer(t.rt, { postId: gone, author: 'zhangsan', accepted: true });
    await t.rt.deps.db.execute(sql`update knowledge set deleted_at = now() where id = ${gone}`);

    const list = await call<Page>(t.rt, expertList, { labelId: a.id }, { token: t.lisi });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      user: { id: zhangsan, nickname: '张三' },
      answerCount: 4,
      acceptedCount: 3,
      acceptanceRate: 0.75,
    });
    expect((await call<Page>(t.rt, expertList, { keyword: '后端' }, { token: t.lisi })).body.data.total).toBe(1);
    expect((await call<Page>(t.rt, expertList, { keyword: '前端' }, { token: t.lisi })).body.data.total).toBe(0);
    const unrelated = await t.rt.deps.db.execute<{ id: number }>(
      sql`select id from labels where parent_id is not null and id <> all(${sql.param([a.id, b.id])}::int[]) limit 1`,
    );
    expect((await call<Page>(t.rt, expertList, { labelId: unrelated.rows[0].id }, { token: t.lisi })).body.data.total).toBe(0);
  });

  it('refuses with a reason, lets the applicant apply again, and revokes an expert', async () => {
    const [a] = await labels();
    const lisi = await userId(t.rt, 'lisi');
    await apply({ labelIds: [a.id], introduction: '市场分析' }, t.lisi);
    const bare = await decide(lisi, { approve: false });
    expect([bare.status, bare.body.message]).toEqual([400, expect.stringContaining('请填写拒绝原因')]);
    const refused = await decide(lisi, { approve: false, reason: '回答太少' });
    expect(refused.body.data.state).toBe('refused');
    expect((await lastAudit()).detail.changes).toContainEqual({ field: '原因', before: '', after: '回答太少' });
    expect((await messagesOf(t.rt, 'lisi', MESSAGE_TYPES.notice))[0].title).toBe('你的专家申请未通过：回答太少');
    const listed = await call<Page>(t.rt, adminExpertList, { state: 'refused' }, { token: t.admin });
    expect(listed.body.data.list.map((e) => e.user.nickname)).toEqual(['李四']);

    const reapplied = await apply({ labelIds: [a.id], introduction: '补充了案例' }, t.lisi);
    expect(reapplied.body.data).toMatchObject({ state: 'applied', introduction: '补充了案例', decidedAt: null });
    await decide(lisi, { approve: true });
    const revoked = await call<ExpertView>(
      t.rt,
      adminExpertRevoke,
      { reason: '长期未回答' },
      { token: t.admin, params: { id: lisi } },
    );
    expect(revoked.body.data.state).toBe('refused');
    expect((await lastAudit()).action).toBe('bbs_expert_revoke');
    expect((await messagesOf(t.rt, 'lisi', MESSAGE_TYPES.notice))[0].title).toBe('你的专家认证已被撤销：长期未回答');
    const twice = await call(t.rt, adminExpertRevoke, { reason: '再撤' }, { token: t.admin, params: { id: lisi } });
    expect([twice.status, twice.body.message]).toEqual([409, '该用户不是认证专家']);
    const none = await call(t.rt, adminExpertRevoke, { reason: '无' }, { token: t.admin, params: { id: 999999 } });
    expect(none.status).toBe(404);
  });
});
