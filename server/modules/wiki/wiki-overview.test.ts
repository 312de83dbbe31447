import type { KnowledgeListItem } from '@contract/knowledge/knowledge';
import { wikiHome } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { addStaff, entry, idOf, publish, save, tokens, uniqueTitle } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

interface Home {
  labelGroups: { rootParentId: number; name: string; labels: { id: number; name: string; count: number }[] }[];
  groups: { id: number; name: string; count: number }[];
  newest: KnowledgeListItem[];
  mostRead: KnowledgeListItem[];
  total: number;
}

const home = async (token: string) => (await call<Home>(rt, wikiHome, {}, { token })).body.data;
const labelCount = (h: Home, name: string) => h.labelGroups.flatMap((g) => g.labels).find((l) => l.name === name)?.count;
const groupCount = (h: Home, name: string) => h.groups.find((g) => g.name === name)?.count;

describe('wiki home', () => {
  it('counts readable published entries per label and per group (sub-groups included), with newest and most read', async () => {
    const before = await home(t.wangwu);
    const faq = await idOf(rt, 'labels', '常见问题');
    const platform = await idOf(rt, 'groups', '平台研发部');
    const title = uniqueTitle('首页');
    const id = await publish(rt, t.zhangsan, t.admin, { title, labelIds: [faq], groupId: platform });
    await rt.deps.db.execute(sql`update knowledge set views = 1000000 where id = ${id}`);
    await publish(rt, t.zhangsan, t.admin, {
      labelIds: [faq],
      visibility: { scope: 'groups', groupIds: [platform], userIds: [] },
    });
    await save(rt, t.zhangsan, entry({ labelIds: [faq], groupId: platform }));
    const after = await home(t.wangwu);
    expect(after.total).toBe(before.total + 1);
    expect(labelCount(after, '常见问题')).toBe((labelCount(before, '常见问题') ?? 0) + 1);
    expect(groupCount(after, '平台研发部')).toBe((groupCount(before, '平台研发部') ?? 0) + 1);
    expect(groupCount(after, '研发中心')).toBe((groupCount(before, '研发中心') ?? 0) + 1);
    expect(groupCount(after, '市场部')).toBe(groupCount(before, '市场部'));
    expect(after.labelGroups.map((g) => g.name)).toEqual(['业务领域', '知识类型', '适用岗位', '地区', '年份', '来源']);
    expect(after.newest[0]).toMatchObject({ id, title });
    expect(after.newest.length).toBeLessThanOrEqual(8);
    expect(after.mostRead[0]).toMatchObject({ id, title });
    // A colleague in the group sees the group-only entry as well.
    const colleague = await addStaff(rt, 'zhouqi', '平台研发部');
    expect((await home(colleague)).total).toBe(before.total + 2);
  });
});
