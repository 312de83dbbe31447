import { sql } from 'drizzle-orm';
import type { Entry } from '../../scripts/poetry/corpus';
import { ensureLabels, insertBatch } from '../../scripts/poetry/load';
import { loadSession } from '../http/session';
import { readerOf } from '../knowledge/access';
import { tokenFor } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { expectedMatches } from './heavy-lane';
import { parseKeyword } from './parse';
import { titleHitQuery } from './rank';
import { syncSearchIndex } from './rebuild';
import { type SearchRequest, splitSearch, wholeSearch } from './search';

/**
 * The split path of heavy searches (totals and facets from a counting pass,
 * the shortlist from title hits) must answer exactly what the whole search
 * answers. 360 poems: 240 with 月 in the title, more with it in the body.
 */
let rt: TestRuntime;
let reader: ReturnType<typeof readerOf>;
let labels: Awaited<ReturnType<typeof ensureLabels>>;

const poem = (i: number): Entry => ({
  collection: i % 3 === 0 ? '全宋词' : '全唐诗',
  dynasty: i % 3 === 0 ? '宋' : '唐',
  title: i % 3 === 2 ? `${i % 12 === 2 ? '秋山' : '秋思'}其${i}` : `月夜${'之'.repeat(i % 4)}${i}`,
  summary: `〔${i % 3 === 0 ? '宋' : '唐'}〕作者${i % 7}`,
  lines: [`${i % 2 ? '明月' : '清风'}照${'山'.repeat(1 + (i % 5))}间，夜${i}长。`, i % 5 === 0 ? '独坐无言。' : '举头望月光。'],
  anthologies: i % 11 === 0 ? ['唐诗三百首'] : [],
});

beforeAll(async () => {
  rt = await createTestRuntime();
  const client = await rt.deps.pool.connect();
  try {
    const admin = await client.query<{ id: number }>("select id from users where username = 'admin'");
    labels = await ensureLabels(client);
    await insertBatch(
      client,
      Array.from({ length: 360 }, (_, i) => poem(i)),
      labels,
      admin.rows[0].id,
    );
  } finally {
    client.release();
  }
  await syncSearchIndex(rt.deps);
  reader = readerOf((await loadSession(rt.deps.db, await tokenFor(rt, 'zhangsan')))!);
});
afterAll(() => rt.close());

const request = (keyword: string, extra: Partial<SearchRequest> = {}): SearchRequest => ({
  keyword,
  sort: 'relevance',
  page: 1,
  size: 10,
  ...extra,
});

async function both(req: SearchRequest) {
  const parsed = parseKeyword(req.keyword);
  const title = titleHitQuery(parsed);
  if (!title) throw new Error(`no title query for ${req.keyword}`);
  const whole = await wholeSearch(rt.deps.db, reader, req, parsed, true);
  const split = await splitSearch(rt.deps.db, reader, req, parsed, title);
  return { whole, split };
}

describe('split search of heavy keywords', () => {
  it('answers what the whole search answers: total, facets and the ranked page', async () => {
    const year = new Date().getFullYear();
    const cases = [
      request('月'),
      request('月', { page: 2 }),
      request('月', { size: 30, page: 3 }),
      request('月夜'),
      request('月', { domainIds: [1] }),
      request('月', { domainIds: [2] }),
      request('月', { labelIds: [labels.dynasty['唐']] }),
      request('月', { years: [year] }),
    ];
    for (const req of cases) {
      const { whole, split } = await both(req);
      expect(split, JSON.stringify(req)).not.toBeNull();
      const { scored: _, ...answer } = split!;
      expect(answer, JSON.stringify(req)).toEqual(whole);
    }
    expect((await both(request('月'))).whole.total).toBeGreaterThan(300);
  });

  it('gives way to the whole search when too few titles hold the word', async () => {
    // 山 is in every body but only 30 titles: a shortlist of 110 would need body-only matches.
    const { whole, split } = await both(request('山'));
    expect(split).toBeNull();
    expect(whole.total).toBe(360);
    // 秋 is only in titles: the title hits are the whole result, and its whole ranking.
    const autumn = await both(request('秋', { size: 30, page: 2 }));
    expect(autumn.whole.total).toBe(120);
    expect(autumn.split).not.toBeNull();
    expect(autumn.split!.ids).toEqual(autumn.whole.ids);
  });

  it('has a title query only for one Han word', () => {
    expect(titleHitQuery(parseKeyword('月'))).toBe("'月'");
    for (const k of ['月 山', '月 -山', '"月夜"', 'okr', '月夜明山间']) expect(titleHitQuery(parseKeyword(k)), k).toBeNull();
  });

  it('expects as many matches as the index statistics say', async () => {
    await rt.deps.db.execute(sql`analyze search_docs`);
    const moon = await expectedMatches(rt.deps.db, parseKeyword('月'));
    expect(moon).toBeGreaterThan(300);
    expect(await expectedMatches(rt.deps.db, parseKeyword('月 独坐'))).toBeLessThan(moon / 2);
    expect(await expectedMatches(rt.deps.db, parseKeyword('鹜'))).toBe(0);
    expect(await expectedMatches(rt.deps.db, parseKeyword(''))).toBe(0);
  });
});
