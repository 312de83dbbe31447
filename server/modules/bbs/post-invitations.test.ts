import { adminTargetRestore } from '@contract/bbs/bbs-reports';
import { reviewApprove, reviewReject } from '@contract/bbs/bbs-review';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';
import { member, okPost, plateId } from './forum.test-helpers';

/** Invited experts of a question held for review: told once it is visible (approved, edited by a moderator), never twice. */

const t = setupRuntime('admin', 'zhangsan');

let tech: number;
let zhao: { id: number; token: string };
let expert: number;

const db = () => t.rt.deps.db;
/** The invitation messages the expert got for one question. */
const told = async (postId: number) =>
  (
    await db().execute<{ title: string; content: string }>(
      sql`select title, content from messages where user_id = ${expert} and link = ${`/bbs/post-detail?id=${postId}`}`,
    )
  ).rows;

/** A question with a "需审核" word (加微信), the expert invited: held at publication. */
async function heldQuestion(title: string) {
  const saved = await okPost(t.rt, zhao.token, {
    kind: 'question',
    plateId: tech,
    title,
    content: '<p>有事加微信</p>',
    inviteExpertIds: [expert],
  });
  expect(saved.state).toBe('held');
  return saved;
}

beforeAll(async () => {
  tech = await plateId(t.rt, '技术交流'); // moderated by zhangsan
  zhao = await member(t.rt, 'zhaoliu');
  expert = (await member(t.rt, 'sunba')).id;
  await db().execute(sql`insert into bbs_experts (user_id, state) values (${expert}, 'approved')`);
});

describe('invited experts of a held question', () => {
  it('are told nothing while it is held, once when it is approved, and nothing more after', async () => {
    const q = await heldQuestion('数据库连接池怎么配置');
    expect(await told(q.id)).toEqual([]);
    // The author's own edit keeps it held: still nobody is told.
    await okPost(t.rt, zhao.token, {
      id: q.id,
      kind: 'question',
      plateId: tech,
      title: '数据库连接池怎么配置',
      content: '<p>有事加微信，谢谢</p>',
      inviteExpertIds: [expert],
      baseVersion: 1,
    });
    expect(await told(q.id)).toEqual([]);
    const ok = await call(t.rt, reviewApprove, { targetType: 'post', targetId: q.id }, { token: t.zhangsan });
    expect(ok.status).toBe(200);
    expect(await told(q.id)).toEqual([{ title: 'zhaoliu邀请你回答问题', content: '数据库连接池怎么配置' }]);
    // Saved again when visible: the expert was told already.
    await okPost(t.rt, zhao.token, {
      id: q.id,
      kind: 'question',
      plateId: tech,
      title: '数据库连接池怎么配置',
      inviteExpertIds: [expert],
      baseVersion: 2,
    });
    expect(await told(q.id)).toHaveLength(1);
  });

  it('are told nothing when it is rejected, and once if a moderator shows it again', async () => {
    const q = await heldQuestion('线上日志怎么收集');
    const r = await call(t.rt, reviewReject, { targetType: 'post', targetId: q.id, reason: '站外引流' }, { token: t.zhangsan });
    expect(r.status).toBe(200);
    expect(await told(q.id)).toEqual([]);
    const back = await call(t.rt, adminTargetRestore, { targetType: 'post', targetId: q.id }, { token: t.zhangsan });
    expect(back.status).toBe(200);
    expect(await told(q.id)).toHaveLength(1);
  });

  it('are told once when a moderator’s edit publishes it', async () => {
    const q = await heldQuestion('缓存穿透怎么防');
    const r = await okPost(t.rt, t.zhangsan, {
      id: q.id,
      kind: 'question',
      plateId: tech,
      title: '缓存穿透怎么防',
      content: '<p>请大家指点</p>',
      inviteExpertIds: [expert],
      baseVersion: 1,
    });
    expect(r.state).toBe('visible');
    expect(await told(q.id)).toEqual([{ title: 'zhaoliu邀请你回答问题', content: '缓存穿透怎么防' }]);
  });
});
