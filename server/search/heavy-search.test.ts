import { DOMAIN_IDS } from '@contract/platform/domains';
import { recyclePurge, recycleRestore } from '@contract/recycle/recycle';
import { wikiRemove } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import type { Entry } from '../../scripts/poetry/corpus';
import { ensureLabels, insertBatch } from '../../scripts/poetry/load';
import { readerOf } from '../access/reader';
import { loadSession } from '../http/session';
import { call, tokenFor } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { html } from '../test/search/search';
import { approve, entry, idOf, publish, save, submit, tokens } from '../test/wiki/flow';
import { expectedMatches } from './heavy-lane';
import { hotSearch, hotToken, splitSearch } from './heavy-search';
import { addHotTokens, hotSet, refreshHotTokens } from './hot-tokens';
import { parseKeyword } from './parse';
import { titleHitQuery } from './rank';
import { syncSearchIndex } from './rebuild';
import { resolveFilters } from './scope';
import type { SearchInput } from './search';
import { wholeSearch } from './search-sql';

/**
 * The heavy paths (totals and facets from a counting pass or from kept
 * counts of hot tokens, the shortlist from title hits) must answer exactly
 * what the whole search answers. 360 poems: 240 with 月 in the title, more
 * with it in the body.
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

const request = (keyword: string, extra: Partial<SearchInput> = {}): SearchInput => ({
  keyword,
  sort: 'relevance',
  page: 1,
  size: 10,
  ...extra,
});

async function both(input: SearchInput, who = reader) {
  const req = await resolveFilters(rt.deps.db, input);
  const parsed = parseKeyword(req.keyword);
  const title = titleHitQuery(parsed);
  if (!title) throw new Error(`no title query for ${req.keyword}`);
  const whole = await wholeSearch(rt.deps.db, who, req, parsed, req.sort === 'relevance');
  const split = await splitSearch(rt.deps.db, who, req, parsed, title);
  const token = hotToken(parsed, req, await hotSet(rt.deps.db));
  const hot = token
    ? await hotSearch(rt.deps.db, who, req, parsed, { token, titleQuery: title, relevance: req.sort === 'relevance' })
    : undefined;
  return { whole, split, hot };
}

/** The answer without the heavy paths' count of title hits, to compare with the whole search's. */
const answer = (row: { scored?: number } | null | undefined) => {
  if (!row) return row;
  const { scored: _, ...rest } = row;
  return rest;
};

describe('split search of heavy keywords', () => {
  it('answers what the whole search answers: total, facets and the ranked page', async () => {
    const year = new Date().getFullYear();
    const cases = [
      request('月'),
      request('月', { page: 2 }),
      request('月', { size: 30, page: 3 }),
      request('月夜'),
      request('月', { domainIds: [DOMAIN_IDS.wiki] }),
      request('月', { domainIds: [DOMAIN_IDS.library] }),
      request('月', { labelIds: [labels.dynasty['唐']] }),
      request('月', { years: [year] }),
    ];
    for (const req of cases) {
      const { whole, split } = await both(req);
      expect(split, JSON.stringify(req)).not.toBeNull();
      expect(answer(split), JSON.stringify(req)).toEqual(whole);
    }
    expect((await both(request('月'))).whole.total).toBeGreaterThan(300);
  });

  it('gives way to the whole search when the title hits do not fill the page', async () => {
    // 山 is in every body but only 30 titles: they fill pages 1 to 3 of ten, page 4 needs body-only matches.
    for (const page of [1, 3]) {
      const { whole, split } = await both(request('山', { page }));
      expect(answer(split)).toEqual(whole);
    }
    const { whole, split } = await both(request('山', { page: 4 }));
    expect(split).toBeNull();
    expect(whole.total).toBe(360);
    expect(whole.ids).toHaveLength(10);
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

describe('kept counts of hot tokens', () => {
  let t: Awaited<ReturnType<typeof tokens>>;
  let admin: ReturnType<typeof readerOf>;

  /** search_hot_counts against a fresh count of the items visible to all that hold each hot token. */
  async function expectExactCounts() {
    const kept = await rt.deps.db.execute(
      sql`select token, facet_key::text as k, n from search_hot_counts where n <> 0 order by 1, 2`,
    );
    const fresh = await rt.deps.db.execute(sql`
      select h.token, s.facet_key::text as k, count(*)::int as n from search_hot_tokens h
      join search_docs s on s.vis_all and s.tsv @@ to_tsquery('simple', quote_literal(h.token))
      group by 1, 2 order by 1, 2`);
    expect(kept.rows).toEqual(fresh.rows);
    expect(kept.rows.length).toBeGreaterThan(0);
  }

  /** The hot path answers what the whole search answers, for zhangsan and for the admin. */
  async function expectSameAnswers(reqs: SearchInput[]) {
    for (const who of [reader, admin]) {
      for (const req of reqs) {
        const { whole, hot } = await both(req, who);
        expect(hot, JSON.stringify(req)).not.toBeUndefined();
        expect(answer(hot), JSON.stringify(req)).toEqual(whole);
      }
    }
  }

  beforeAll(async () => {
    t = await tokens(rt);
    admin = readerOf((await loadSession(rt.deps.db, t.admin))!);
    expect(await addHotTokens(rt.deps.db, ['月', '山', '秋'])).toBe(3);
    expect(await addHotTokens(rt.deps.db, ['月'])).toBe(0);
  });

  it('answers what the whole search answers, for every reader and facet filter', async () => {
    await expectExactCounts();
    const year = new Date().getFullYear();
    await expectSameAnswers([
      request('月'),
      request('月', { page: 3 }),
      request('月', { domainIds: [DOMAIN_IDS.wiki] }),
      request('月', { domainIds: [DOMAIN_IDS.library] }),
      request('月', { labelIds: [labels.dynasty['唐']] }),
      request('月', { years: [year] }),
      request('月', { years: [year - 1] }),
      request('秋', { size: 30, page: 2 }),
    ]);
    expect((await both(request('月'))).hot?.scored).toBe(240);
    // 山 is in 30 titles only: past page 3 the hot path ranks all its matches.
    await expectSameAnswers([
      request('山'),
      request('山', { page: 3, domainIds: [DOMAIN_IDS.wiki] }),
      request('山', { page: 4 }),
    ]);
    expect((await both(request('山'))).hot?.scored).toBe(30);
  });

  it('stays exact through publishing, label and visibility changes, removal, restore and purge', async () => {
    const market = await idOf(rt, 'groups', '市场部');
    const finance = await idOf(rt, 'labels', '财务管理');
    const body = html('明月照山间，秋风起。');
    const id = await publish(rt, t.admin, t.admin, { title: '山月秋思', content: body });
    await expectExactCounts();
    // New labels (a new facet key) and visibility narrowed to a group zhangsan is not in.
    await save(
      rt,
      t.admin,
      entry({
        id,
        baseVersion: 1,
        title: '山月秋思',
        content: body,
        labelIds: [finance],
        visibility: { scope: 'groups', groupIds: [market], userIds: [] },
      }),
    );
    await submit(rt, t.admin, id);
    await approve(rt, t.admin, id);
    await expectExactCounts();
    await expectSameAnswers([request('月'), request('月', { labelIds: [finance] }), request('秋', { size: 30, page: 2 })]);
    const seen = async (who: typeof reader) => (await both(request('月', { labelIds: [finance] }), who)).whole.total;
    expect(await seen(reader)).toBe(0);
    expect(await seen(admin)).toBe(1);
    // Visible to all again, then removed, restored, removed and purged.
    await save(rt, t.admin, entry({ id, baseVersion: 2, title: '山月秋思', content: html('明月照山间。'), labelIds: [finance] }));
    await submit(rt, t.admin, id);
    await approve(rt, t.admin, id);
    await expectExactCounts();
    expect(await seen(reader)).toBe(1);
    await expectSameAnswers([request('月', { labelIds: [finance] }), request('秋', { size: 30 })]);
    expect((await call(rt, wikiRemove, {}, { token: t.admin, params: { id } })).status).toBe(200);
    await expectExactCounts();
    expect(await seen(admin)).toBe(0);
    expect((await call(rt, recycleRestore, {}, { token: t.admin, params: { id } })).status).toBe(200);
    await expectExactCounts();
    await call(rt, wikiRemove, {}, { token: t.admin, params: { id } });
    expect((await call(rt, recyclePurge, {}, { token: t.admin, params: { id } })).status).toBe(200);
    await expectExactCounts();
    await expectSameAnswers([request('月'), request('秋', { size: 30, page: 2 })]);
  });

  it('makes the tokens hot that the index statistics call common, once', async () => {
    await rt.deps.db.execute(sql`analyze search_docs`);
    const before = (await hotSet(rt.deps.db)).size;
    // In this small index 夜 (every body) is common at 300 items; 鹜 is in none.
    expect(await refreshHotTokens(rt.deps.db, 300)).toBeGreaterThan(0);
    const hot = await hotSet(rt.deps.db);
    expect(hot.size).toBeGreaterThan(before);
    expect(hot.has('夜')).toBe(true);
    expect(hot.has('鹜')).toBe(false);
    expect(await refreshHotTokens(rt.deps.db, 300)).toBe(0);
    await expectExactCounts();
  });

  it('is taken only by a hot word of one or two characters with facet filters', async () => {
    const hot = await hotSet(rt.deps.db);
    const token = (keyword: string, extra: Partial<SearchInput> = {}) =>
      hotToken(parseKeyword(keyword), request(keyword, extra), hot);
    expect(token('月')).toBe('月');
    expect(token('月', { labelIds: [1], years: [2020], domainIds: [DOMAIN_IDS.wiki] })).toBe('月');
    expect(token('月', { groupIds: [1] })).toBeNull();
    expect(token('月', { authorIds: [1] })).toBeNull();
    expect(token('月', { dateFrom: '2024-01-01' })).toBeNull();
    expect(token('花')).toBeNull();
  });
});
