import { approvalDecide } from '@contract/approval/approval';
import { answerAccept, answerSave } from '@contract/bbs/bbs-answers';
import { knowledgeCandidates, postLink, toKnowledge } from '@contract/bbs/bbs-library';
import { postSave } from '@contract/bbs/bbs-posts';
import { wikiDetail } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';

const t = setupRuntime('admin', 'zhangsan', 'lisi');

const plateId = async () =>
  (await t.rt.deps.db.execute<{ id: number }>(sql`select id from bbs_plates where name = '后端与数据库'`)).rows[0].id;
const label = async (name: string) =>
  (await t.rt.deps.db.execute<{ id: number }>(sql`select id from labels where name = ${name} limit 1`)).rows[0].id;

async function askAndAnswer(title: string) {
  const labelId = await label('操作手册');
  const q = await call<{ id: number }>(
    t.rt,
    postSave,
    { kind: 'question', plateId: await plateId(), title, content: '<p>连接池总是耗尽，怎么排查？</p>', labelIds: [labelId] },
    { token: t.lisi },
  );
  expect(q.status).toBe(200);
  const a = await call<{ id: number }>(
    t.rt,
    answerSave,
    { postId: q.body.data.id, content: '<p>先看 <b>pg_stat_activity</b> 里空闲事务的连接。</p>' },
    { token: t.zhangsan },
  );
  expect(a.status).toBe(200);
  return { postId: q.body.data.id, answerId: a.body.data.id, labelId };
}

describe('answer → knowledge', () => {
  it('needs the forum manager key: a member is refused (403) and nothing is made', async () => {
    const { postId, answerId } = await askAndAnswer('连接池耗尽怎么排查（权限）');
    await call(t.rt, answerAccept, { postId, answerId }, { token: t.lisi });
    const denied = await call(t.rt, toKnowledge, { postId, answerId }, { token: t.zhangsan });
    expect(denied.status).toBe(403);
    const links = await t.rt.deps.db.execute(sql`select 1 from bbs_knowledge_links where post_id = ${postId}`);
    expect(links.rows).toHaveLength(0);
  });

  it('refuses an answer that is not the accepted one, and a missing post', async () => {
    const { postId, answerId } = await askAndAnswer('连接池耗尽怎么排查（未采纳）');
    const notAccepted = await call(t.rt, toKnowledge, { postId, answerId }, { token: t.admin });
    expect(notAccepted.status).toBe(400);
    expect(notAccepted.body.message).toContain('被采纳');
    const question = await call(t.rt, toKnowledge, { postId }, { token: t.admin });
    expect(question.status).toBe(400);
    const missing = await call(t.rt, toKnowledge, { postId: 2_000_000_000, answerId }, { token: t.admin });
    expect(missing.status).toBe(404);
  });

  it('makes a wiki draft by the answer author with the labels and a link back, submits it, and approval publishes it', async () => {
    const { postId, answerId, labelId } = await askAndAnswer('连接池耗尽怎么排查');
    expect((await call(t.rt, answerAccept, { postId, answerId }, { token: t.lisi })).status).toBe(200);
    const made = await call<{ wikiId: number }>(t.rt, toKnowledge, { postId, answerId }, { token: t.admin });
    expect(made.status).toBe(200);
    const wikiId = made.body.data.wikiId;
    const row = (
      await t.rt.deps.db.execute<{ author: string; status: string; domain_id: number }>(sql`
        select u.username as author, k.status, k.domain_id from knowledge k join users u on u.id = k.author_id where k.id = ${wikiId}`)
    ).rows[0];
    expect(row).toEqual({ author: 'zhangsan', status: 'pending', domain_id: 1 });
    const again = await call(t.rt, toKnowledge, { postId, answerId }, { token: t.admin });
    expect(again.status).toBe(409);
    const audit = await t.rt.deps.db.execute<{ action: string }>(
      sql`select action from events where action = 'bbs_to_knowledge' and object_id = ${postId}`,
    );
    expect(audit.rows).toHaveLength(1);

    const decided = await call(t.rt, approvalDecide, { id: wikiId, approve: true }, { token: t.admin });
    expect(decided.status).toBe(200);
    const detail = await call<{ content: string; status: string; labels: { id: number }[]; author: { nickname: string } }>(
      t.rt,
      wikiDetail,
      {},
      { token: t.zhangsan, params: { id: wikiId } },
    );
    expect(detail.body.data.status).toBe('published');
    expect(detail.body.data.author.nickname).toBe('张三');
    expect(detail.body.data.labels.map((l) => l.id)).toContain(labelId);
    expect(detail.body.data.content).toContain('pg_stat_activity');
    expect(detail.body.data.content).toContain('连接池总是耗尽');
    expect(detail.body.data.content).toContain(`#${postLink(postId)}`);
  });

  it('turns a whole case into a draft with its five parts', async () => {
    const made = await call<{ id: number }>(
      t.rt,
      postSave,
      {
        kind: 'case',
        plateId: await plateId(),
        title: '华东仓库存差异案例',
        content: '<p>月末盘点差异。</p>',
        case: { background: '<p>背景甲</p>', problem: '<p>问题乙</p>', solution: '<p>方案丙</p>' },
        region: '华东',
        product: '仓储系统',
      },
      { token: t.lisi },
    );
    expect(made.status).toBe(200);
    const res = await call<{ wikiId: number }>(t.rt, toKnowledge, { postId: made.body.data.id }, { token: t.admin });
    expect(res.status).toBe(200);
    const v = (
      await t.rt.deps.db.execute<{ content: string; author: string }>(sql`
        select v.content, u.username as author from knowledge_versions v join knowledge k on k.id = v.knowledge_id
          join users u on u.id = k.author_id where v.knowledge_id = ${res.body.data.wikiId}`)
    ).rows[0];
    expect(v.author).toBe('lisi');
    for (const part of ['案例背景', '背景甲', '问题描述', '问题乙', '解决方案', '方案丙']) expect(v.content).toContain(part);
    expect(v.content).not.toContain('原因分析');
  });

  it('lists accepted answers and cases to convert, and the converted ones with their entry state', async () => {
    const { postId, answerId } = await askAndAnswer('慢查询日志怎么开（候选）');
    type Page = {
      total: number;
      list: { postId: number; answerId: number | null; wiki: { id: number; status: string } | null }[];
    };
    const open = async () =>
      (await call<Page>(t.rt, knowledgeCandidates, { page: 1, size: 100, state: 'open' }, { token: t.admin })).body.data;
    expect((await open()).list.some((c) => c.postId === postId)).toBe(false);
    await call(t.rt, answerAccept, { postId, answerId }, { token: t.lisi });
    expect((await open()).list.find((c) => c.postId === postId)?.answerId).toBe(answerId);
    const made = await call<{ wikiId: number }>(t.rt, toKnowledge, { postId, answerId }, { token: t.admin });
    expect((await open()).list.some((c) => c.postId === postId)).toBe(false);
    const done = (await call<Page>(t.rt, knowledgeCandidates, { page: 1, size: 100, state: 'done' }, { token: t.admin })).body
      .data;
    expect(done.list.find((c) => c.postId === postId)?.wiki).toEqual({ id: made.body.data.wikiId, status: 'pending' });
    expect((await call(t.rt, knowledgeCandidates, { page: 1, size: 10 }, { token: t.zhangsan })).status).toBe(403);
    expect((await call(t.rt, knowledgeCandidates, { page: 1, size: 10, state: 'x' }, { token: t.admin })).status).toBe(400);
  });
});
