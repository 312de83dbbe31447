import { caseFacets, caseList } from '@contract/bbs/bbs-library';
import { postSave } from '@contract/bbs/bbs-posts';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';

const t = setupRuntime('admin', 'zhangsan', 'lisi');

type Page = {
  total: number;
  list: { source: string; id: number; title: string; region: string; product: string; year: number }[];
};
const list = async (input: Record<string, unknown>, token = t.zhangsan) =>
  (await call<Page>(t.rt, caseList, { page: 1, size: 100, ...input }, { token })).body.data;
const plateId = async () =>
  (await t.rt.deps.db.execute<{ id: number }>(sql`select id from bbs_plates where name = '技术交流'`)).rows[0].id;

async function writeCase(title: string, region: string, product: string) {
  const res = await call<{ id: number }>(
    t.rt,
    postSave,
    {
      kind: 'case',
      plateId: await plateId(),
      title,
      content: '<p>案例摘要</p>',
      case: { background: '<p>背景</p>' },
      region,
      product,
    },
    { token: t.lisi },
  );
  expect(res.status).toBe(200);
  return res.body.data.id;
}

describe('case library', () => {
  it('lists forum cases and case-type wiki entries, filtered by region, product, year, label and keyword', async () => {
    const a = await writeCase('西南区服务器宕机复盘甲', '西南区', '云主机');
    const b = await writeCase('华北区订单延迟复盘乙', '华北区', '订单系统');
    const all = await list({});
    const ids = all.list.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([a, b]));
    expect(all.total).toBe(all.list.length);
    // The seeded wiki entries labelled 案例经验 are cases too (only with no region/product filter).
    const wikiCases = (
      await t.rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from knowledge k
        where k.domain_id = 1 and k.published_version is not null and k.deleted_at is null and k.visibility = 'all'
          and exists (select 1 from knowledge_labels kl join labels l on l.id = kl.label_id where kl.knowledge_id = k.id and l.name = '案例经验')`)
    ).rows[0].n;
    expect(all.list.filter((c) => c.source === 'wiki').length).toBeGreaterThanOrEqual(Math.min(wikiCases, 1));
    expect((await list({ region: '西南区' })).list.map((c) => c.id)).toEqual([a]);
    expect((await list({ product: '订单系统' })).list.map((c) => c.id)).toEqual([b]);
    expect((await list({ region: '西南区' })).list.every((c) => c.source === 'bbs')).toBe(true);
    const year = new Date().getFullYear();
    expect((await list({ year })).list.map((c) => c.id)).toEqual(expect.arrayContaining([a, b]));
    expect((await list({ year: 2001 })).total).toBe(0);
    expect((await list({ keyword: '宕机复盘甲' })).list.map((c) => c.id)).toEqual([a]);
    // A LIKE wildcard in the keyword is a character, not a pattern.
    expect((await list({ keyword: '%' })).total).toBe(0);
  });

  it('leaves out held cases and counts facets over what the caller may read', async () => {
    const held = await writeCase('待审核案例丙', '东北区', '电商平台');
    await t.rt.deps.db.execute(sql`update bbs_posts set state = 'held' where knowledge_id = ${held}`);
    expect((await list({ region: '东北区' })).total).toBe(0);
    const labelled = (await list({})).list[0]!.id;
    const label = (
      await t.rt.deps.db.execute<{ id: number }>(sql`select id from labels where parent_id is not null order by id limit 1`)
    ).rows[0]!.id;
    await t.rt.deps.db.execute(
      sql`insert into knowledge_labels (knowledge_id, label_id) values (${labelled}, ${label}) on conflict do nothing`,
    );
    const facets = (
      await call<{
        regions: { name: string; count: number }[];
        years: { year: number; count: number }[];
        labels: { id: number; count: number }[];
      }>(t.rt, caseFacets, {}, { token: t.zhangsan })
    ).body.data;
    expect(facets.regions.find((r) => r.name === '东北区')).toBeUndefined();
    expect(facets.regions.find((r) => r.name === '西南区')?.count).toBeGreaterThanOrEqual(1);
    expect(facets.years[0].count).toBeGreaterThan(0);
    // Label rows count like the others: each label's count is what filtering by it lists (issue 28).
    expect(facets.labels.length).toBeGreaterThan(0);
    for (const l of facets.labels.slice(0, 5)) expect([l.id, (await list({ labelId: l.id })).total]).toEqual([l.id, l.count]);
  });

  it('refuses bad filters and callers without the forum key', async () => {
    expect((await call(t.rt, caseList, { page: 1, size: 10, year: 1800 }, { token: t.zhangsan })).status).toBe(400);
    expect((await call(t.rt, caseList, { page: 1, size: 10, region: 'x'.repeat(40) }, { token: t.zhangsan })).status).toBe(400);
    expect((await call(t.rt, caseList, { page: 1, size: 10 })).status).toBe(401);
    await t.rt.deps.db.execute(
      sql`update roles set permissions = array_remove(permissions, 'ROLE_BBS_DISPLAY') where name = '文档专员'`,
    );
    try {
      expect((await call(t.rt, caseList, { page: 1, size: 10 }, { token: t.lisi })).status).toBe(403);
    } finally {
      await t.rt.deps.db.execute(sql`update roles set permissions = permissions || '{ROLE_BBS_DISPLAY}' where name = '文档专员'`);
    }
  });
});
