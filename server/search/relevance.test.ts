import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { runRelevance } from '../../bench/search-relevance';
import { RELEVANCE_CASES, type RelevanceCase } from '../../bench/search-relevance-cases';
import type { Entry } from '../../scripts/poetry/corpus';
import { ensureLabels, insertBatch } from '../../scripts/poetry/load';
import { seedDemoContent } from '../seed/content/content';
import { tokenFor } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { search } from '../test/search/search';
import { syncSearchIndex } from './rebuild';

/**
 * The relevance cases over the demo content and a sample of the poetry corpus
 * (each poetry case's expected poem with the poems that compete with it on
 * the full corpus), through the search API. `npm run bench:search` runs the
 * same cases over the full corpus.
 */
let rt: TestRuntime;
let token: string;

beforeAll(async () => {
  rt = await createTestRuntime();
  await seedDemoContent(rt.deps);
  const entries = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'poetry-sample.json'), 'utf8'),
  ) as Entry[];
  const client = await rt.deps.pool.connect();
  try {
    const admin = await client.query<{ id: number }>("select id from users where username = 'admin'");
    await insertBatch(client, entries, await ensureLabels(client), admin.rows[0].id);
  } finally {
    client.release();
  }
  await syncSearchIndex(rt.deps);
  token = await tokenFor(rt, 'zhangsan');
});
afterAll(() => rt.close());

const byName = (c: RelevanceCase) => `${c.set}: ${c.query} → ${c.title}${c.author ? `（${c.author}）` : ''}`;

describe('relevance: the expected result is in the first three', () => {
  it('has at least 40 cases over both sets', async () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(40);
    const n = await rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from search_docs`);
    expect(n.rows[0].n).toBeGreaterThan(300);
  });

  it.each(RELEVANCE_CASES.map((c) => [byName(c), c] as const))('%s', async (_, c) => {
    const [result] = await runRelevance([c], async (keyword) =>
      (await search(rt, token, { keyword, size: 3 })).list.map((h) => ({ title: h.title, summary: h.summary })),
    );
    expect(result.top.length > 0 && result.rank !== null ? 'found' : result.top).toBe('found');
  });
});
