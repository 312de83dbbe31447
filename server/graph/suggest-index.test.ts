import { keywordMatch, suggestEntities, suggestFromSql } from '../modules/graph/entities.service';
import { addEdge, addEntity, nodeId } from '../test/graph/graph';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { graphVersionKey } from './adjacency-snapshot';
import { suggestIndexFor, suggestIndexLoaded } from './suggest-index';

let rt: TestRuntime;

beforeAll(async () => {
  rt = await createTestRuntime();
  // More entities around one character than a suggestion list holds, so the ranking (exact name,
  // then beginning with the keyword, then holding it; shorter, better connected, older) decides.
  const hubs = [await nodeId(rt, '研发中心'), await nodeId(rt, '李白'), await nodeId(rt, '杜甫')];
  const names = ['星', '星河', '星火计划', '星辰', '星光大道', '繁星', '晨星', '流星雨', '星河湾', '星海', '星空', '星云'];
  for (const [i, name] of names.entries()) {
    const id = await addEntity(rt, i % 2 ? '项目' : '地区', name, i === 3 ? ['北极星'] : []);
    for (let d = 0; d < i % 4; d++) await addEdge(rt, id, '属于', hubs[d]);
  }
  await addEntity(rt, '人员', '张明星');
  await addEntity(rt, '人员', '王五星', ['星星']);
}, 120_000);
afterAll(() => rt.close());

const KEYWORDS = [
  '星',
  '星河',
  '明星',
  '北极',
  'x',
  'xi',
  'xing',
  'xh',
  'l',
  'li',
  'libai',
  'dpjs',
  '青莲',
  '蘇軾',
  '李',
  '白',
  '张',
];

describe('in-memory suggestion index', () => {
  it('answers every keyword as the SQL ranking does, with and without a class filter', async () => {
    const db = rt.deps.db;
    const key = await graphVersionKey(db);
    expect(suggestIndexFor(db, key)).toBeUndefined();
    await suggestIndexLoaded();
    expect(suggestIndexFor(db, key)?.key).toBe(key);

    const project = await nodeId(rt, '项目');
    let compared = 0;
    for (const keyword of KEYWORDS) {
      const m = keywordMatch(keyword);
      if (!m) throw new Error(keyword);
      for (const ontologyId of [undefined, project]) {
        const fromSql = await suggestFromSql(db, m, ontologyId);
        expect(await suggestEntities(db, keyword, ontologyId), `${keyword} ${ontologyId ?? ''}`).toEqual(fromSql);
        compared += fromSql.length;
      }
    }
    expect(compared).toBeGreaterThan(60);
    // The ranking is really exercised: a full list, the exact name first, then names beginning with 星 (shorter, then better connected).
    const stars = (await suggestEntities(db, '星')).map((s) => s.name);
    expect(stars).toHaveLength(10);
    expect(stars.slice(0, 6)).toEqual(['星', '星辰', '星云', '星空', '星河', '星海']);
    expect(stars).not.toContain('张明星');
  });

  it('is not used for a newer graph version until reloaded', async () => {
    const db = rt.deps.db;
    await addEntity(rt, '地区', '星星岛');
    const key = await graphVersionKey(db);
    expect(suggestIndexFor(db, key)).toBeUndefined();
    // Meanwhile SQL answers, with the new entity.
    expect((await suggestEntities(db, '星星岛'))[0]?.name).toBe('星星岛');
    await suggestIndexLoaded();
    expect(suggestIndexFor(db, key)?.key).toBe(key);
    expect((await suggestEntities(db, '星星岛'))[0]?.name).toBe('星星岛');
  });
});
