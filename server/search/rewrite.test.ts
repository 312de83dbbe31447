import { searchSmart } from '@contract/search/search';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { seedDemoContent } from '../seed/content/content';
import { call, tokenFor } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { html } from '../test/search/search';
import { idOf, publish, tokens } from '../test/wiki/flow';
import { syncSearchIndex } from './rebuild';

/**
 * Issue 28: a keyword typed as pinyin (whole, initials, mixed, spaced, ü as
 * v) or with a typo finds what the Chinese words find, over the demo
 * content; the answer says what it searched, and `exact` searches the keyword
 * as typed.
 */
let rt: TestRuntime;
let token: string;

type Result = z.infer<typeof searchSmart.output>;
const search = async (keyword: string, extra: Record<string, unknown> = {}, as = token) => {
  const r = await call<Result>(rt, searchSmart, { keyword, size: 50, ...extra }, { token: as });
  if (r.status !== 200) throw new Error(`search: ${r.status} ${r.body.message}`);
  return r.body.data;
};
const ids = (r: Result) => r.list.map((h) => h.id).sort((a, b) => a - b);

beforeAll(async () => {
  rt = await createTestRuntime();
  await seedDemoContent(rt.deps);
  const t = await tokens(rt);
  await publish(rt, t.admin, t.admin, { title: '李白与杜甫的交往', content: html('两位诗人的友谊。') });
  // Readable only to 市场部: its words must never be offered to anyone else.
  const market = await idOf(rt, 'groups', '市场部');
  await publish(rt, t.admin, t.admin, {
    title: '黑曜石计划预算',
    content: html('仅市场部。'),
    visibility: { scope: 'groups', groupIds: [market], userIds: [] },
  });
  await syncSearchIndex(rt.deps);
  token = await tokenFor(rt, 'zhangsan');
});
afterAll(() => rt.close());

describe('keywords typed as pinyin', () => {
  it('find what the Chinese words find: full, initials, spaced, mixed, ü as v or ü', async () => {
    const chinese = await search('差旅');
    expect(chinese.rewrite).toBeNull();
    expect(chinese.total).toBeGreaterThanOrEqual(3);
    for (const typed of ['chailv', 'chai lv', 'chailü', "chai'lv", '差lv', 'chai旅', 'CHAILV']) {
      const r = await search(typed);
      expect([typed, r.rewrite]).toEqual([typed, { keyword: '差旅', reason: 'pinyin' }]);
      expect([typed, ids(r)]).toEqual([typed, ids(chinese)]);
      // What is marked is the Chinese word.
      expect(r.list[0]!.highlightTitle.some((run) => run.hit && run.text.includes('差旅'))).toBe(true);
    }
    const initials = await search('clbx');
    expect(initials.rewrite).toEqual({ keyword: '差旅报销', reason: 'pinyin' });
    expect(ids(initials)).toEqual(ids(await search('差旅报销')));
    const poet = await search('libai');
    expect(poet.rewrite?.keyword).toBe('李白');
    expect(poet.list.map((h) => h.title)).toContain('李白与杜甫的交往');
  });

  it('search the letters as typed when asked (仍然搜索), and leave words that find enough alone', async () => {
    const exact = await search('chailv', { exact: true });
    expect(exact.rewrite).toBeNull();
    expect(exact.total).toBe(0);
    const english = await search('VPN');
    expect(english.rewrite).toBeNull();
  });

  it('never offer words of items the caller may not read', async () => {
    const r = await search('heiyaoshi');
    expect(r.rewrite).toBeNull();
    expect(JSON.stringify(r)).not.toContain('黑曜石');
    const typo = await search('黑耀石计划');
    expect(JSON.stringify(typo)).not.toContain('黑曜石');
  });
});

describe('keywords with a typo', () => {
  it('answer 您是不是要找 with the catalogue words read the same or one character off, and search them', async () => {
    const meant = await search('差旅报销');
    for (const typo of ['差履报消', '差旅报消', '差旅抱销']) {
      const r = await search(typo);
      expect([typo, r.rewrite]).toEqual([typo, { keyword: '差旅报销', reason: 'typo' }]);
      expect([typo, ids(r)]).toEqual([typo, ids(meant)]);
    }
    const oneOff = await search('差族报销');
    expect(oneOff.rewrite).toEqual({ keyword: '差旅报销', reason: 'typo' });
  });

  it('leave a keyword alone when nothing in the catalogue is close', async () => {
    const r = await search('量子纠缠态');
    expect(r.rewrite).toBeNull();
    const logged = await rt.deps.db.execute<{ keyword: string }>(
      sql`select keyword from search_logs where keyword = '差履报消' order by id desc limit 1`,
    );
    // The log keeps what was typed.
    expect(logged.rows[0]?.keyword).toBe('差履报消');
  });
});
