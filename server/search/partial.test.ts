import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { tokenFor } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { html, marked, search } from '../test/search/search';
import { publish, tokens, uniqueTitle } from '../test/wiki/flow';
import { PARTIAL_BELOW, PARTIAL_MAX } from './partial';

/**
 * A keyword whose words do not all occur: the strict search finds nothing, the
 * answer carries the best partial matches, marked apart from the results.
 */
let rt: TestRuntime;
let token: string;
let t: Awaited<ReturnType<typeof tokens>>;

const poem = (lines: string[]) => html(...lines);

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
  token = await tokenFor(rt, 'zhangsan');
  await publish(rt, t.admin, t.admin, {
    title: '静夜思',
    content: poem(['床前明月光，疑是地上霜。', '举头望明月，低头思故乡。']),
  });
  await publish(rt, t.admin, t.admin, {
    title: '秋浦歌',
    content: poem(['白发三千丈，缘愁似个长。', '不知明镜里，何处得秋霜。']),
  });
  await publish(rt, t.admin, t.admin, { title: '春晓', content: poem(['春眠不觉晓，处处闻啼鸟。', '夜来风雨声，花落知多少。']) });
});
afterAll(() => rt.close());

describe('partial matches', () => {
  it('finds a line remembered with one character different, marked as partial', async () => {
    const strict = await search(rt, token, { keyword: '疑似地上霜' });
    expect(strict.total).toBe(0);
    expect(strict.list).toEqual([]);
    expect(strict.partial.map((h) => h.title)).toEqual(['静夜思']);
    expect(marked(strict.partial[0].snippet)).toContain('[地上霜]');
    // The line as remembered: two characters off the text.
    expect((await search(rt, token, { keyword: '床前明月光疑似地上霜' })).partial.map((h) => h.title)).toEqual(['静夜思']);
    // Another wrong character, in a longer line.
    expect((await search(rt, token, { keyword: '举头望明日 低头思故乡' })).partial.map((h) => h.title)).toEqual(['静夜思']);
  });

  it('leaves out what holds too little of the keyword, what is excluded and what the filters leave out', async () => {
    // Two of eight pieces: not a partial match.
    expect((await search(rt, token, { keyword: '地上明珠宝石光' })).partial.map((h) => h.title)).not.toContain('静夜思');
    expect((await search(rt, token, { keyword: '疑似地上霜 -故乡' })).partial).toEqual([]);
    expect((await search(rt, token, { keyword: '疑似地上霜', domainIds: [DOMAIN_IDS.library] })).partial).toEqual([]);
    // Later pages carry none (the list is shown once, under the first page).
    expect((await search(rt, token, { keyword: '疑似地上霜', page: 2, size: 1 })).partial).toEqual([]);
  });

  it('answers none when the strict search finds enough', async () => {
    const tag = uniqueTitle('满额');
    for (let i = 0; i < PARTIAL_BELOW; i++) await publish(rt, t.admin, t.admin, { title: `${tag} 甲乙丙丁${i}` });
    const r = await search(rt, token, { keyword: `${tag} 甲乙丙丁` });
    expect(r.total).toBe(PARTIAL_BELOW);
    expect(r.partial).toEqual([]);
  });

  it('ranks the better-known item first among equally good matches, strict or partial', async () => {
    const a = await publish(rt, t.admin, t.admin, {
      title: '观沧海甲',
      content: poem(['东临碣石，以观沧海。水何澹澹，山岛竦峙。']),
    });
    const b = await publish(rt, t.admin, t.admin, {
      title: '观沧海乙',
      content: poem(['东临碣石，以观沧海。水何澹澹，山岛竦峙。']),
    });
    const titleOf = async (keyword: string, list: 'list' | 'partial') =>
      (await search(rt, token, { keyword }))[list].map((h) => h.id);
    // Newer first while nobody has read either.
    expect((await titleOf('东临碣石', 'list')).slice(0, 2)).toEqual([b, a]);
    expect((await titleOf('东临碣时以观沧海', 'partial')).slice(0, 2)).toEqual([b, a]);
    await rt.deps.db.execute(sql`update knowledge set authority = 100 where id = ${a}`);
    expect((await titleOf('东临碣石', 'list')).slice(0, 2)).toEqual([a, b]);
    expect((await titleOf('东临碣时以观沧海', 'partial')).slice(0, 2)).toEqual([a, b]);
    await rt.deps.db.execute(sql`update knowledge set authority = 0, favourite_count = 0, views = 0 where id = ${a}`);
    await rt.deps.db.execute(sql`update knowledge set like_count = 3 where id = ${b}`);
    expect((await titleOf('东临碣石', 'list')).slice(0, 2)).toEqual([b, a]);
  });

  it('answers at most PARTIAL_MAX partial matches', async () => {
    for (let i = 0; i < PARTIAL_MAX + 2; i++) {
      await publish(rt, t.admin, t.admin, { title: `关山月${i}`, content: poem(['明月出天山，苍茫云海间。']) });
    }
    const r = await search(rt, token, { keyword: '明月出天山苍茫云雾间' });
    expect(r.total).toBe(0);
    expect(r.partial).toHaveLength(PARTIAL_MAX);
    expect(r.partial.every((h) => h.title.startsWith('关山月'))).toBe(true);
  });
});
