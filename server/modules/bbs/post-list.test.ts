import { type PostListItem, postList } from '@contract/bbs/bbs-posts';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';
import { member, okPost, plateId } from './forum.test-helpers';

/** The post list: its filters, its orders and the liked and followed scopes. */

const t = setupRuntime('admin');

let tech: number;
let product: number;
let topic: number;
let label: number;
let zhao: { id: number; token: string };
let qian: { id: number; token: string };

const db = () => t.rt.deps.db;
const list = async (token: string, input: Record<string, unknown> = {}) =>
  (await call<{ total: number; list: PostListItem[] }>(t.rt, postList, { size: 100, ...input }, { token })).body.data;
const ids = (page: { list: PostListItem[] }) => page.list.map((p) => p.id);

beforeAll(async () => {
  tech = await plateId(t.rt, '技术交流');
  product = await plateId(t.rt, '产品与设计');
  zhao = await member(t.rt, 'zhaoliu');
  qian = await member(t.rt, 'qianqi');
  const tp = await db().execute<{ id: number }>(
    sql`insert into bbs_topics (name, state) values ('性能优化', 'approved') returning id`,
  );
  topic = tp.rows[0].id;
  const lb = await db().execute<{ id: number }>(
    sql`select id from labels where parent_id is not null and domain_id is null order by id limit 1`,
  );
  label = lb.rows[0].id;
  await okPost(t.rt, zhao.token, {
    kind: 'question',
    plateId: tech,
    title: '接口偶发超时如何排查',
    labelIds: [label],
    topicIds: [topic],
  });
  await okPost(t.rt, zhao.token, { kind: 'case', plateId: tech, title: '数据库迁移复盘', case: { solution: '<p>分批迁移</p>' } });
  await okPost(t.rt, zhao.token, { kind: 'question', plateId: product, title: '原标题' });
});

describe('the post list', () => {
  it('filters by kind, plate (with sub-plates), topic, author, label, keyword and unanswered', async () => {
    const sub = await plateId(t.rt, '前端开发');
    const a = await okPost(t.rt, qian.token, { kind: 'question', plateId: sub, title: '按钮样式错乱 100%' });
    const all = await list(zhao.token, { plateId: tech });
    expect(ids(all)).toContain(a.id);
    expect(ids(await list(zhao.token, { plateId: sub }))).toEqual([a.id]);
    expect((await list(zhao.token, { kind: 'case' })).list.every((p) => p.kind === 'case')).toBe(true);
    expect((await list(zhao.token, { topicId: topic })).list.map((p) => p.title)).toEqual(['接口偶发超时如何排查']);
    expect((await list(zhao.token, { authorId: qian.id })).list.every((p) => p.author.id === qian.id)).toBe(true);
    expect((await list(zhao.token, { labelId: label })).list.map((p) => p.title)).toEqual(['接口偶发超时如何排查']);
    expect(ids(await list(zhao.token, { keyword: '100%' }))).toEqual([a.id]);
    expect(ids(await list(zhao.token, { keyword: '%' }))).toEqual([a.id]);
    const unanswered = await list(zhao.token, { unanswered: true });
    expect(unanswered.list.every((p) => p.kind === 'question' && p.answerCount === 0)).toBe(true);
    expect(ids(unanswered)).toContain(a.id);
  });

  it('sorts by creation, and shows liked and followed posts', async () => {
    const created = await list(zhao.token, { sort: 'created' });
    const times = created.list.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const a = (await list(zhao.token, { plateId: product })).list[0];
    await db().execute(sql`insert into likes (user_id, target_type, target_id) values (${zhao.id}, 'knowledge', ${a.id})`);
    expect(ids(await list(zhao.token, { scope: 'liked' }))).toEqual([a.id]);
    await db().execute(sql`insert into bbs_follows (user_id, target_type, target_id) values (${zhao.id}, 1, ${product})`);
    const followed = await list(zhao.token, { scope: 'followed' });
    expect(followed.list.length).toBeGreaterThan(0);
    expect(followed.list.every((p) => p.plate.id === product)).toBe(true);
    const bad = await call(t.rt, postList, { sort: 'random' }, { token: zhao.token });
    expect(bad.status).toBe(400);
  });
});
