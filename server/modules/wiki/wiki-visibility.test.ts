import { wikiRelated, wikiVersions } from '@contract/wiki/wiki';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { addStaff, approve, detail, entry, idOf, list, publish, save, submit, tokens, uniqueTitle } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;
let g: Record<'rd' | 'platform' | 'market' | 'east', number>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
  g = {
    rd: await idOf(rt, 'groups', '研发中心'),
    platform: await idOf(rt, 'groups', '平台研发部'),
    market: await idOf(rt, 'groups', '市场部'),
    east: await idOf(rt, 'groups', '华东分公司'),
  };
});
afterAll(() => rt.close());

/** zhangsan works in 平台研发部 (under 研发中心, under 集团总部); admin in 集团总部; wangwu has no group. */
describe('visibility', () => {
  it('shows an entry visible to a parent group to the members of its sub-groups', async () => {
    const title = uniqueTitle('研发可见');
    const id = await publish(rt, t.admin, t.admin, { title, visibility: { scope: 'groups', groupIds: [g.rd], userIds: [] } });
    const seen = await detail(rt, t.zhangsan, id);
    expect(seen.status).toBe(200);
    expect(seen.body.data.visibility).toEqual({ scope: 'groups', groups: [{ id: g.rd, name: '研发中心' }], users: [] });
    expect((await list(rt, t.zhangsan, { keyword: title })).body.data.total).toBe(1);
  });

  it('hides an entry from everybody outside its groups: 404 and absent from lists', async () => {
    const title = uniqueTitle('市场可见');
    const id = await publish(rt, t.admin, t.admin, {
      title,
      visibility: { scope: 'groups', groupIds: [g.market, g.east], userIds: [] },
    });
    for (const token of [t.zhangsan, t.wangwu]) {
      const r = await detail(rt, token, id);
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('词条不存在或无权查看');
      expect((await list(rt, token, { keyword: title })).body.data.total).toBe(0);
      expect((await call(rt, wikiVersions, {}, { token, params: { id } })).status).toBe(404);
      expect((await call(rt, wikiRelated, {}, { token, params: { id } })).status).toBe(404);
    }
    expect((await detail(rt, t.admin, id)).status).toBe(200);
  });

  it('shows an entry for named users to them, its author and admins', async () => {
    const wangwuId = await idOf(rt, 'users', 'wangwu');
    const title = uniqueTitle('指定人员');
    const id = await publish(rt, t.zhangsan, t.admin, {
      title,
      visibility: { scope: 'users', groupIds: [], userIds: [wangwuId] },
    });
    const seen = await detail(rt, t.wangwu, id);
    expect(seen.status).toBe(200);
    expect(seen.body.data.visibility).toEqual({ scope: 'users', groups: [], users: [{ id: wangwuId, nickname: '王五' }] });
    expect((await list(rt, t.wangwu, { keyword: title })).body.data.total).toBe(1);
    expect((await detail(rt, t.zhangsan, id)).status).toBe(200);
    expect((await detail(rt, t.admin, id)).status).toBe(200);
    const colleague = await addStaff(rt, 'zhaoliu', '平台研发部');
    expect((await detail(rt, colleague, id)).status).toBe(404);
    expect((await list(rt, colleague, { keyword: title })).body.data.total).toBe(0);
  });

  it('keeps only the list of the chosen scope', async () => {
    const wangwuId = await idOf(rt, 'users', 'wangwu');
    const title = uniqueTitle('范围');
    const id = await publish(rt, t.zhangsan, t.admin, {
      title,
      visibility: { scope: 'all', groupIds: [g.market], userIds: [wangwuId] },
    });
    const r = await detail(rt, t.wangwu, id);
    expect(r.body.data.visibility).toEqual({ scope: 'all', groups: [], users: [] });
  });

  it('applies a visibility change only once the new version is published', async () => {
    const title = uniqueTitle('收紧');
    const id = await publish(rt, t.zhangsan, t.admin, { title });
    await save(
      rt,
      t.zhangsan,
      entry({ id, baseVersion: 1, title, visibility: { scope: 'groups', groupIds: [g.platform], userIds: [] } }),
    );
    expect((await detail(rt, t.wangwu, id)).status).toBe(200);
    await submit(rt, t.zhangsan, id);
    await approve(rt, t.admin, id);
    expect((await detail(rt, t.wangwu, id)).status).toBe(404);
    expect((await list(rt, t.wangwu, { keyword: title })).body.data.total).toBe(0);
    expect((await detail(rt, t.zhangsan, id)).status).toBe(200);
  });
});
