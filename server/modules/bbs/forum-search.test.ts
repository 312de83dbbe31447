import { answerDelete } from '@contract/bbs/bbs-answers';
import { postSimilar } from '@contract/bbs/bbs-posts';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { search, titles } from '../../test/search/search';
import { setupRuntime } from '../../test/setup-runtime';
import { member, okAnswer, okPost, plateId } from './forum.test-helpers';

const t = setupRuntime('admin', 'zhangsan', 'wangwu');
const FORUM = DOMAIN_IDS.bbs;

let tech: number;
let a: { id: number; token: string };
let b: { id: number; token: string };

const similar = async (title: string, token = b.token) =>
  (await call<{ id: number; title: string; answerCount: number }[]>(t.rt, postSimilar, { title }, { token })).body.data;

beforeAll(async () => {
  tech = await plateId(t.rt, '技术交流');
  a = await member(t.rt, 'searcher_a');
  b = await member(t.rt, 'searcher_b');
});

describe('similar questions', () => {
  it('finds questions sharing a word of the typed title, or by its pinyin, and only questions', async () => {
    const q = await okPost(t.rt, a.token, { kind: 'question', plateId: tech, title: '数据库连接池耗尽怎么处理' });
    const share = await okPost(t.rt, a.token, { kind: 'share', plateId: tech, title: '数据库连接池调优心得' });
    await okPost(t.rt, a.token, { kind: 'question', plateId: tech, title: '前端按钮颜色规范' });
    const byWord = await similar('连接池总是满');
    expect(byWord.map((x) => x.id)).toEqual([q.id]);
    expect(byWord.map((x) => x.id)).not.toContain(share.id);
    expect((await similar('shujuku')).map((x) => x.id)).toEqual([q.id]);
    expect((await similar('sjk')).map((x) => x.id)).toEqual([q.id]);
    expect(await similar('')).toEqual([]);
    expect(await similar('完全无关的标题')).toEqual([]);
  });

  it('leaves out held questions and refuses callers without the forum key', async () => {
    const held = await okPost(t.rt, a.token, { kind: 'question', plateId: tech, title: '内存泄漏加微信请教' });
    expect(held.state).toBe('held');
    expect((await similar('内存泄漏')).map((x) => x.id)).not.toContain(held.id);
    expect((await call(t.rt, postSimilar, { title: '内存' }, { token: t.wangwu })).status).toBe(403);
    expect((await call(t.rt, postSimilar, { title: 'x'.repeat(500) }, { token: b.token })).status).toBe(400);
  });
});

describe('the forum in search', () => {
  it('finds a post by its answer text, case parts and title, in the forum tab, and forgets a removed answer', async () => {
    const q = await okPost(t.rt, a.token, {
      kind: 'case',
      plateId: tech,
      title: '机房断电复盘',
      case: { analysis: '<p>蓄电池老化导致切换失败</p>' },
    });
    const ans = await okAnswer(t.rt, b.token, { postId: q.id, content: '<p>建议定期做柴油发电机演练</p>' });
    expect(titles(await search(t.rt, b.token, { keyword: '柴油发电机', domainIds: [FORUM] }))).toEqual(['机房断电复盘']);
    expect(titles(await search(t.rt, b.token, { keyword: '蓄电池老化' }))).toContain('机房断电复盘');
    const hit = (await search(t.rt, b.token, { keyword: '机房断电' })).list.find((h) => h.id === q.id);
    expect(hit?.domainId).toBe(FORUM);
    await call(t.rt, answerDelete, {}, { token: b.token, params: { id: ans.id } });
    expect(titles(await search(t.rt, b.token, { keyword: '柴油发电机', domainIds: [FORUM] }))).toEqual([]);
  });

  it('keeps held and hidden posts out of the index', async () => {
    const held = await okPost(t.rt, a.token, { kind: 'share', plateId: tech, title: '跳槽竞品的经验' });
    expect(held.state).toBe('held');
    const n = await t.rt.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from search_docs where knowledge_id = ${held.id}`,
    );
    expect(n.rows[0].n).toBe(0);
    expect(titles(await search(t.rt, t.admin, { keyword: '跳槽竞品' }))).toEqual([]);
  });
});
