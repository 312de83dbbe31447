import { searchClick, searchFeedback, searchSuggest } from '@contract/search/search';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { POPULAR_MIN_USERS } from '../../search/suggest';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { html, search } from '../../test/search/search';
import { addStaff, idOf, publish, tokens } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

type Suggestions = z.infer<typeof searchSuggest.output>;
const suggest = async (token: string, keyword: string) => {
  const r = await call<Suggestions>(rt, searchSuggest, { keyword }, { token });
  if (r.status !== 200) throw new Error(`suggest: ${r.status} ${r.body.message}`);
  return r.body.data;
};

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
  await publish(rt, t.admin, t.admin, { title: '信息安全管理制度', content: html('账号与口令') });
  await publish(rt, t.admin, t.admin, { title: '差旅费用报销制度', content: html('住宿标准') });
  await publish(rt, t.admin, t.admin, { title: '長安古意', content: html('長安大道連狹斜') });
  await publish(rt, t.admin, t.admin, { title: '安全生产月活动方案汇编', content: html('班组安全活动') });
});
afterAll(() => rt.close());

describe('suggestions', () => {
  it('finds titles by Chinese, full pinyin and pinyin initials', async () => {
    expect((await suggest(t.zhangsan, '制度')).titles.map((x) => x.title).sort()).toEqual([
      '信息安全管理制度',
      '差旅费用报销制度',
    ]);
    expect((await suggest(t.zhangsan, 'zhidu')).titles.map((x) => x.title).sort()).toEqual([
      '信息安全管理制度',
      '差旅费用报销制度',
    ]);
    expect((await suggest(t.zhangsan, 'zd')).titles.map((x) => x.title).sort()).toEqual(['信息安全管理制度', '差旅费用报销制度']);
    expect((await suggest(t.zhangsan, 'xxaq')).titles.map((x) => x.title)).toEqual(['信息安全管理制度']);
    expect((await suggest(t.zhangsan, 'chang an')).titles.map((x) => x.title)).toEqual(['長安古意']);
    expect((await suggest(t.zhangsan, '长安')).titles.map((x) => x.title)).toEqual(['長安古意']);
  });

  it('marks in each title what matched: the typed words, or the characters the pinyin spells', async () => {
    const marks = async (keyword: string) =>
      (await suggest(t.zhangsan, keyword)).titles.map((x) =>
        x.highlightTitle.map((r) => (r.hit ? `[${r.text}]` : r.text)).join(''),
      );
    expect(await marks('差旅')).toEqual(['[差旅]费用报销制度']);
    expect((await marks('zd')).sort()).toEqual(['信息安全管理[制度]', '差旅费用报销[制度]']);
    expect(await marks('xxaq')).toEqual(['[信息安全]管理制度']);
    expect(await marks('长安')).toEqual(['[長安]古意']);
    expect(await marks('chang an')).toEqual(['[長安]古意']);
  });

  it('puts titles that start with the keyword first', async () => {
    expect((await suggest(t.zhangsan, '差旅')).titles[0].title).toBe('差旅费用报销制度');
    // Typed as pinyin too: the title that begins with 安全 before the shorter one that holds it in the middle.
    for (const typed of ['aq', 'anquan', 'aqsc']) {
      expect((await suggest(t.zhangsan, typed)).titles.map((x) => x.title)).toEqual(
        typed === 'aqsc' ? ['安全生产月活动方案汇编'] : ['安全生产月活动方案汇编', '信息安全管理制度'],
      );
    }
  });

  it('suggests labels by name and pinyin', async () => {
    const finance = await idOf(rt, 'labels', '财务管理');
    expect((await suggest(t.zhangsan, '财务')).labels).toContainEqual({
      id: finance,
      name: '财务管理',
      highlightName: [
        { text: '财务', hit: true },
        { text: '管理', hit: false },
      ],
    });
    expect((await suggest(t.zhangsan, 'wuguan')).labels).toContainEqual({
      id: finance,
      name: '财务管理',
      highlightName: [
        { text: '财', hit: false },
        { text: '务管', hit: true },
        { text: '理', hit: false },
      ],
    });
    expect((await suggest(t.zhangsan, 'cwgl')).labels).toContainEqual(
      expect.objectContaining({ id: finance, highlightName: [{ text: '财务管理', hit: true }] }),
    );
  });

  it("lists the caller's recent searches and queries popular with enough colleagues", async () => {
    await search(rt, t.zhangsan, { keyword: '信息安全' });
    await search(rt, t.zhangsan, { keyword: '差旅' });
    await search(rt, t.zhangsan, { keyword: '信息安全' });
    const mine = await suggest(t.zhangsan, '');
    expect(mine.recent).toEqual(['信息安全', '差旅']);
    // Only zhangsan searched so far: nothing is popular yet, and others do not see his searches.
    expect(mine.queries).toEqual([]);
    expect((await suggest(t.admin, '')).recent).toEqual([]);
    await search(rt, t.admin, { keyword: '信息安全' });
    expect((await suggest(t.wangwu, '')).queries).toEqual([]);
    // POPULAR_MIN_USERS staff in all: zhangsan, admin and three more.
    for (let i = 1; i <= POPULAR_MIN_USERS - 2; i++) {
      await search(rt, await addStaff(rt, `colleague${i}`, '市场部'), { keyword: '信息安全' });
    }
    expect((await suggest(t.wangwu, '')).queries).toEqual(['信息安全']);
    expect((await suggest(t.wangwu, 'xinxi')).queries).toEqual(['信息安全']);
    expect((await suggest(t.wangwu, '差旅')).queries).toEqual([]);
    expect((await suggest(t.zhangsan, '差')).recent).toEqual(['差旅']);
    expect((await suggest(t.zhangsan, 'chail')).recent).toEqual(['差旅']);
    expect((await suggest(t.zhangsan, 'xxaq')).recent).toEqual(['信息安全']);
  });

  it("never suggests a search that found nothing as popular, and reads only the last 200 of a person's searches", async () => {
    await search(rt, t.zhangsan, { keyword: '无此内容甲乙' });
    await search(rt, t.admin, { keyword: '无此内容甲乙' });
    expect((await suggest(t.wangwu, '无此')).queries).toEqual([]);
    expect((await suggest(t.zhangsan, '无此')).recent).toEqual(['无此内容甲乙']);
    const lisi = await idOf(rt, 'users', 'lisi');
    await rt.deps.db.execute(sql`insert into search_logs (user_id, keyword, keyword_norm, filters, total, took_ms, created_at)
      values (${lisi}, '很久以前', '很久以前', '{}', 1, 1, now() - interval '1 day')`);
    await rt.deps.db.execute(sql`insert into search_logs (user_id, keyword, keyword_norm, filters, total, took_ms)
      select ${lisi}, '近来' || g, '近来' || g, '{}', 1, 1 from generate_series(1, 200) g`);
    const lisiToken = await tokenFor(rt, 'lisi');
    expect((await suggest(lisiToken, '近来')).recent).toHaveLength(8);
    expect((await suggest(lisiToken, '很久')).recent).toEqual([]);
  });
});

describe('search log, clicks and feedback', () => {
  it('logs every search with its keyword, filters, result count and time', async () => {
    const out = await search(rt, t.zhangsan, { keyword: '制度', sort: 'newest', years: [new Date().getFullYear()] });
    const row = await rt.deps.db.execute<{
      keyword: string;
      filters: Record<string, unknown>;
      total: number;
      took_ms: number;
      user_id: number;
    }>(sql`select keyword, filters, total, took_ms, user_id from search_logs where id = ${out.searchId}`);
    expect(row.rows[0]).toMatchObject({
      keyword: '制度',
      filters: { sort: 'newest', years: [new Date().getFullYear()], page: 1, size: 50 },
      total: 2,
      user_id: await idOf(rt, 'users', 'zhangsan'),
    });
    expect(row.rows[0].took_ms).toBe(out.tookMs);
  });

  it('records the clicked result and its position', async () => {
    const out = await search(rt, t.zhangsan, { keyword: '制度' });
    const target = out.list[1];
    expect(
      (await call(rt, searchClick, { searchId: out.searchId, knowledgeId: target.id, position: 2 }, { token: t.zhangsan }))
        .status,
    ).toBe(200);
    const row = await rt.deps.db.execute<{ clicked_knowledge_id: number; clicked_position: number; click_count: number }>(
      sql`select clicked_knowledge_id, clicked_position, click_count from search_logs where id = ${out.searchId}`,
    );
    expect(row.rows[0]).toEqual({ clicked_knowledge_id: target.id, clicked_position: 2, click_count: 1 });
  });

  it("keeps one verdict per search, the latest, and refuses someone else's search", async () => {
    const out = await search(rt, t.zhangsan, { keyword: '差旅' });
    const send = (token: string, body: Record<string, unknown>) =>
      call(rt, searchFeedback, { searchId: out.searchId, ...body }, { token });
    expect((await send(t.zhangsan, { useful: false, comment: '没找到报销标准' })).status).toBe(200);
    expect((await send(t.zhangsan, { useful: true })).status).toBe(200);
    const rows = await rt.deps.db.execute(sql`select useful, comment from search_feedback where search_id = ${out.searchId}`);
    expect(rows.rows).toEqual([{ useful: true, comment: '' }]);
    const other = await send(t.admin, { useful: false });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('搜索记录不存在');
    const click = await call(
      rt,
      searchClick,
      { searchId: out.searchId, knowledgeId: 999_999, position: 1 },
      { token: t.zhangsan },
    );
    expect(click.status).toBe(404);
  });

  it('refuses over-long input with a Chinese message', async () => {
    const r = await call(rt, searchSuggest, { keyword: '长'.repeat(101) }, { token: t.zhangsan });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('关键词最多100个字');
  });
});
