import { DOMAIN_IDS } from '@contract/platform/domains';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { strategyDelete, strategyList, strategySave } from '@contract/strategy/strategy';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';

type Strategy = { id: number; domainId: number; name: string; filters: Record<string, unknown>; createdAt: string };

const t = setupRuntime('zhangsan', 'wangwu');

const save = (token: string, input: Record<string, unknown>) => call<Strategy>(t.rt, strategySave, input, { token });
const list = (token: string, domainId?: number) => call<Strategy[]>(t.rt, strategyList, domainId ? { domainId } : {}, { token });

describe('strategy', () => {
  it('saves, lists per domain newest first, and updates one own strategy', async () => {
    const a = await save(t.zhangsan, {
      domainId: DOMAIN_IDS.wiki,
      name: ' 研发制度 ',
      filters: { labelIds: [3, 4], sort: 'views', keyword: '流程' },
    });
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({
      domainId: DOMAIN_IDS.wiki,
      name: '研发制度',
      filters: { labelIds: [3, 4], sort: 'views', keyword: '流程' },
    });
    const b = await save(t.zhangsan, { domainId: DOMAIN_IDS.wiki, name: '我的草稿', filters: { mine: true, status: 'draft' } });
    await save(t.zhangsan, { domainId: DOMAIN_IDS.library, name: '文档', filters: {} });
    const wiki = await list(t.zhangsan);
    expect(wiki.body.data.map((s) => s.name)).toEqual(['我的草稿', '研发制度']);
    expect((await list(t.zhangsan, 2)).body.data.map((s) => s.name)).toEqual(['文档']);
    expect((await list(t.wangwu)).body.data).toEqual([]);
    const updated = await save(t.zhangsan, {
      id: b.body.data.id,
      domainId: DOMAIN_IDS.wiki,
      name: '我的草稿2',
      filters: { dateFrom: '2026-01-01' },
    });
    expect(updated.body.data).toMatchObject({ id: b.body.data.id, name: '我的草稿2', filters: { dateFrom: '2026-01-01' } });
    expect(updated.body.data.createdAt).toBe(b.body.data.createdAt);
  });

  it('refuses a duplicate name in the same domain with 409, allows it in another domain or for another user', async () => {
    await save(t.zhangsan, { domainId: DOMAIN_IDS.video, name: '视频筛选', filters: {} });
    const dup = await save(t.zhangsan, { domainId: DOMAIN_IDS.video, name: '视频筛选', filters: { sort: 'likes' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('已有名为「视频筛选」的筛选策略');
    expect((await save(t.zhangsan, { domainId: DOMAIN_IDS.library, name: '视频筛选', filters: {} })).status).toBe(200);
    expect((await save(t.wangwu, { domainId: DOMAIN_IDS.video, name: '视频筛选', filters: {} })).status).toBe(200);
  });

  it("refuses updating or deleting another user's strategy with 404", async () => {
    const mine = await save(t.zhangsan, { domainId: DOMAIN_IDS.wiki, name: '别人的', filters: {} });
    const upd = await save(t.wangwu, { id: mine.body.data.id, domainId: DOMAIN_IDS.wiki, name: '抢走', filters: {} });
    expect(upd.status).toBe(404);
    expect(upd.body.message).toBe('筛选策略不存在');
    const del = await call(t.rt, strategyDelete, {}, { token: t.wangwu, params: { id: mine.body.data.id } });
    expect(del.status).toBe(404);
    expect((await list(t.zhangsan)).body.data.map((s) => s.name)).toContain('别人的');
    const own = await call(t.rt, strategyDelete, {}, { token: t.zhangsan, params: { id: mine.body.data.id } });
    expect(own.status).toBe(200);
    expect((await list(t.zhangsan)).body.data.map((s) => s.name)).not.toContain('别人的');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const noName = await save(t.zhangsan, { domainId: DOMAIN_IDS.wiki, name: '', filters: {} });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('策略名称');
    const badDate = await save(t.zhangsan, { domainId: DOMAIN_IDS.wiki, name: 'x', filters: { dateFrom: '2026/01/01' } });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toContain('开始日期');
    const badDomain = await list(t.zhangsan, 7);
    expect(badDomain.status).toBe(400);
    expect(badDomain.body.message).toContain('知识域');
  });

  it('refuses anonymous callers with 401 and code -1', async () => {
    for (const [ep, input] of [
      [strategyList, {}],
      [strategySave, { domainId: DOMAIN_IDS.wiki, name: 'x', filters: {} }],
    ] as const) {
      const r = await call(t.rt, ep, input);
      expect(r.status).toBe(401);
      expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
    }
    expect((await call(t.rt, strategyDelete, {}, { params: { id: 1 } })).body.code).toBe(CODE_UNAUTHENTICATED);
  });
});
