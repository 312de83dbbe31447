import { type PostListItem, postList } from '@contract/bbs/bbs-posts';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';
import { detail, member, plateId, post } from './forum.test-helpers';

/** Sensitive words in a post's title, body and case parts (decision 032): block, replace, review, flag. */

const t = setupRuntime('admin', 'zhangsan');

let tech: number;
let zhao: { id: number; token: string };
let qian: { id: number; token: string };

const db = () => t.rt.deps.db;
const list = async (token: string, input: Record<string, unknown> = {}) =>
  (await call<{ total: number; list: PostListItem[] }>(t.rt, postList, { size: 100, ...input }, { token })).body.data;
const ids = (page: { list: PostListItem[] }) => page.list.map((p) => p.id);
const postCount = async () => (await db().execute<{ n: number }>(sql`select count(*)::int as n from bbs_posts`)).rows[0].n;

beforeAll(async () => {
  tech = await plateId(t.rt, '技术交流'); // moderated by zhangsan
  zhao = await member(t.rt, 'zhaoliu');
  qian = await member(t.rt, 'qianqi');
});

describe('sensitive words in a post', () => {
  const field = (where: 'title' | 'content' | 'case', text: string) =>
    where === 'title'
      ? { kind: 'case', plateId: tech, title: `标题${text}` }
      : where === 'content'
        ? { kind: 'case', plateId: tech, title: '标题', content: `<p>${text}</p>` }
        : { kind: 'case', plateId: tech, title: '标题', case: { analysis: `<p>分析${text}</p>` } };

  it('refuses a block word in the title, body or a case part, written plainly or disguised', async () => {
    const before = await postCount();
    for (const where of ['title', 'content', 'case'] as const) {
      for (const text of ['商业机密', '商業機密', '商 业*机 密', 'ＶＰＮ翻墙']) {
        const r = await post(t.rt, qian.token, field(where, text));
        expect([where, text, r.status, r.body.message]).toEqual([
          where,
          text,
          400,
          expect.stringContaining('内容包含不允许的词语'),
        ]);
      }
    }
    expect(await postCount()).toBe(before);
  });

  it('refuses the disguises published for real in the attack pass (issue 27)', async () => {
    const before = await postCount();
    for (const text of [
      '讨论传\u3164销模式',
      '出售商业\u115f机密',
      'ⅤPN翻墙教程 加我𝐐𝐐',
      'VΡΝ翻墙',
      '传啊啊啊销',
      'chuanxiao',
      '冼钱',
      '商业机蜜',
    ]) {
      const r = await post(t.rt, qian.token, field('content', text));
      expect([text, r.status, r.body.message]).toEqual([text, 400, expect.stringContaining('内容包含不允许的词语')]);
    }
    expect(await postCount()).toBe(before);
  });

  it('masks replace words and names them', async () => {
    for (const where of ['title', 'content', 'case'] as const) {
      const r = await post(t.rt, qian.token, field(where, '你这个傻 瓜'));
      expect(r.body.data.masked).toEqual(['傻瓜']);
      const d = (await detail(t.rt, qian.token, r.body.data.id)).body.data;
      const stored = where === 'title' ? d.title : where === 'content' ? d.content : d.case.analysis;
      expect(stored).not.toMatch(/傻/);
      expect(stored).toContain('＊');
    }
  });

  it('holds a post with a review word: hidden from others, shown to its author and the moderators', async () => {
    const r = await post(t.rt, qian.token, field('case', '有事加微信'));
    expect(r.body.data.state).toBe('held');
    const id = r.body.data.id;
    expect((await detail(t.rt, zhao.token, id)).status).toBe(404);
    expect((await detail(t.rt, qian.token, id)).body.data.state).toBe('held');
    const mod = (await detail(t.rt, t.zhangsan, id)).body.data;
    expect(mod.abilities.canModerate).toBe(true);
    expect(ids(await list(zhao.token))).not.toContain(id);
    expect(ids(await list(qian.token, { scope: 'mine' }))).toContain(id);
    // Full-width letters are the same word.
    const wide = await post(t.rt, qian.token, field('title', '加我ＱＱ'));
    expect(wide.body.data.state).toBe('held');
  });

  it('publishes a flag word and shows it to moderators only', async () => {
    const r = await post(t.rt, qian.token, field('content', '听说要罢 工'));
    expect(r.body.data.state).toBe('visible');
    expect((await detail(t.rt, t.zhangsan, r.body.data.id)).body.data.flaggedWords).toEqual(['罢工']);
    expect((await detail(t.rt, zhao.token, r.body.data.id)).body.data.flaggedWords).toEqual([]);
  });
});
