import { searchSuggest } from '@contract/search/search';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { seedDemoContent } from '../seed/content/content';
import { call, tokenFor } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { html } from '../test/search/search';
import { publish, tokens } from '../test/wiki/flow';
import { syncSearchIndex } from './rebuild';
import { SUGGEST_TITLES } from './suggest';

/**
 * Header suggestions typed as full pinyin, over the demo content: ü typed as
 * `v` or `ü`, a prefix that runs into the next word, polyphonic characters
 * read as in their word (差 of 差旅 is `chai`), and letter-by-letter typing.
 */
let rt: TestRuntime;
let token: string;

type Suggestions = z.infer<typeof searchSuggest.output>;
const suggested = async (keyword: string) => {
  const r = await call<Suggestions>(rt, searchSuggest, { keyword }, { token });
  if (r.status !== 200) throw new Error(`suggest: ${r.status} ${r.body.message}`);
  return r.body.data.titles.map((x) => x.title);
};

/** Titles the caller may read that hold `text` (the demo content's titles, counted, not written down here). */
const titlesHolding = async (text: string) => {
  const r = await rt.deps.db.execute<{ title: string }>(sql`
    select k.title from search_docs s join knowledge k on k.id = s.knowledge_id
    where s.vis_all and strpos(s.title_norm, ${text}) > 0 order by k.title`);
  return r.rows.map((x) => x.title);
};

beforeAll(async () => {
  rt = await createTestRuntime();
  await seedDemoContent(rt.deps);
  await syncSearchIndex(rt.deps);
  // The demo content has no title with 旅游, 女性 or 员工差旅: three more entries.
  const t = await tokens(rt);
  for (const title of ['年度团队旅游活动安排', '女性员工关爱计划', '员工差旅安全须知']) {
    await publish(rt, t.admin, t.admin, { title, content: html('说明') });
  }
  token = await tokenFor(rt, 'zhangsan');
});
afterAll(() => rt.close());

describe('suggestions typed as full pinyin', () => {
  it('reads 差 of 差旅 as chai: chai, chailv and the initials find every 差旅 title', async () => {
    const travel = await titlesHolding('差旅');
    // The demo has enough of them for the check to mean something, and no more than a suggestion list holds.
    expect(travel.length).toBeGreaterThanOrEqual(5);
    expect(travel.length).toBeLessThanOrEqual(SUGGEST_TITLES);
    const chai = await suggested('chai');
    const chailv = await suggested('chailv');
    for (const title of travel) {
      expect(chai).toContain(title);
      expect(chailv).toContain(title);
    }
    // Full pinyin finds what the initials find.
    const initials = (await suggested('cl')).filter((t) => t.includes('差旅'));
    expect(initials.length).toBeGreaterThan(0);
    for (const title of initials) expect(chailv).toContain(title);
  });

  it('takes ü typed as v or as ü', async () => {
    const travel = await titlesHolding('差旅');
    expect(await suggested('chailü')).toEqual(await suggested('chailv'));
    expect((await suggested('chailü')).filter((t) => travel.includes(t)).sort()).toEqual(travel);
    for (const [typed, word] of [
      ['lvyou', '旅游'],
      ['lüyou', '旅游'],
      ['nvxing', '女性'],
      ['nüxing', '女性'],
    ] as const) {
      const holding = await titlesHolding(word);
      expect(holding.length, `demo titles holding ${word}`).toBeGreaterThan(0);
      const got = await suggested(typed);
      for (const title of holding) expect(got, typed).toContain(title);
    }
  });

  it('follows a prefix into the next word', async () => {
    const staffTravel = await titlesHolding('员工差旅');
    expect(staffTravel.length).toBeGreaterThan(0);
    for (const typed of ['yuangong', 'yuangongc', 'yuangongchai', 'yuangongchail', 'yuangongchailv']) {
      const got = await suggested(typed);
      for (const title of staffTravel) expect(got, typed).toContain(title);
    }
  });

  it('keeps suggesting a title while its pinyin is typed letter by letter', async () => {
    const travel = await titlesHolding('差旅');
    const full = 'chailvfeiyong';
    let before: string[] | null = null;
    for (let n = 4; n <= full.length; n++) {
      const got = await suggested(full.slice(0, n));
      // Every 差旅 title whose pinyin still begins with the typed letters stays.
      const expected = travel.filter((t) => t.includes('差旅费用') || n <= 'chailv'.length);
      for (const title of expected) expect(got, full.slice(0, n)).toContain(title);
      if (before)
        for (const title of got) if (!before.includes(title)) expect(before.length, full.slice(0, n)).toBe(SUGGEST_TITLES);
      before = got;
    }
  });
});
