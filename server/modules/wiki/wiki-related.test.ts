import type { KnowledgeListItem } from '@contract/knowledge/knowledge';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { WIKI_RELATED_MAX, wikiRelated } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { syncSearchIndex } from '../../search/rebuild';
import { seedDemoContent } from '../../seed/content/content';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { html } from '../../test/search/search';
import { entry, idOf, publish, save, tokens } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  await seedDemoContent(rt.deps);
  await syncSearchIndex(rt.deps);
  t = await tokens(rt);
});
afterAll(() => rt.close());

const related = async (token: string, id: number) => {
  const r = await call<{ list: KnowledgeListItem[] }>(rt, wikiRelated, {}, { token, params: { id } });
  if (r.status !== 200) throw new Error(`related: ${r.status} ${r.body.message}`);
  return r.body.data.list;
};

const entryId = async (title: string) => {
  const r = await rt.deps.db.execute<{ id: number }>(
    sql`select id from knowledge where title = ${title} and domain_id = ${DOMAIN_IDS.wiki}`,
  );
  return r.rows[0].id;
};

describe('related entries', () => {
  it('lists a short ranked list on the demo content, never the whole label or group', async () => {
    const ids = await rt.deps.db.execute<{ id: number }>(
      sql`select knowledge_id as id from search_docs where domain_id = ${DOMAIN_IDS.wiki} and vis_all order by knowledge_id`,
    );
    let longest = 0;
    // Every third entry: enough to meet the large labels and groups, at a third of the time.
    for (const { id } of ids.rows.filter((_, i) => i % 3 === 0))
      longest = Math.max(longest, (await related(t.zhangsan, id)).length);
    expect(longest).toBeLessThanOrEqual(WIKI_RELATED_MAX);
    expect(longest).toBeGreaterThan(0);
    // Entries about 差旅 are related to the travel-expense policy, first of all.
    const policy = await related(t.zhangsan, await entryId('差旅费用报销管理办法'));
    expect(policy.length).toBeGreaterThan(0);
    expect(policy.slice(0, 3).every((x) => x.title.includes('差旅'))).toBe(true);
  });

  it('ranks by what is shared, leaves out weak ties, hidden entries, drafts and the entry itself', async () => {
    const [l1, l2, l3] = await Promise.all(['北京', '上海', '杭州'].map((n) => idOf(rt, 'labels', n)));
    const market = await idOf(rt, 'groups', '市场部');
    const hr = await idOf(rt, 'groups', '人力资源部');
    const base = await publish(rt, t.admin, t.admin, {
      title: '甲乙丙丁项目验收规范',
      labelIds: [l1, l2, l3],
      groupId: market,
      content: html('验收'),
    });
    const close = await publish(rt, t.admin, t.admin, {
      title: '甲乙丙丁项目验收案例',
      labelIds: [l1, l2],
      groupId: hr,
      content: html('案例'),
    });
    const labelsOnly = await publish(rt, t.admin, t.admin, { title: '周会纪要模板', labelIds: [l1, l2], groupId: hr });
    const groupOnly = await publish(rt, t.admin, t.admin, { title: '办公用品申领说明', labelIds: [], groupId: market });
    const hidden = await publish(rt, t.admin, t.admin, {
      title: '甲乙丙丁项目验收清单',
      labelIds: [l1, l2, l3],
      visibility: { scope: 'groups', groupIds: [hr], userIds: [] },
    });
    const draft = await save(rt, t.admin, entry({ title: '甲乙丙丁项目验收草稿', labelIds: [l1, l2, l3] }));
    const got = (await related(t.wangwu, base)).map((i) => i.id);
    expect(got[0]).toBe(close);
    if (got.includes(labelsOnly)) expect(got.indexOf(labelsOnly)).toBeGreaterThan(0);
    expect(got).not.toContain(groupOnly);
    expect(got).not.toContain(base);
    expect(got).not.toContain(hidden);
    expect(got).not.toContain(draft.id);
  });

  it('answers 404 for an entry the caller may not read', async () => {
    const r = await call(rt, wikiRelated, {}, { token: t.zhangsan, params: { id: 999_999 } });
    expect(r.status).toBe(404);
  });
});
