import { groupList, labelName } from '@contract/common/common';
import { field, labelNameByDomain, userField } from '@contract/common/custom-fields';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';

type Group = { rootParentId: number; name: string; labelList: { id: number; name: string; parentId: number | null }[] };

const t = setupRuntime('zhangsan', 'lisi');

async function labelId(name: string): Promise<number> {
  const r = await t.rt.deps.db.execute<{ id: number }>(sql`select id from labels where name = ${name}`);
  return r.rows[0].id;
}

describe('labelName', () => {
  it('answers the label groups of the named categories in request order', async () => {
    const r = await call<Group[]>(t.rt, labelName, ['知识类型', '不存在的分类', '年份'], { token: t.zhangsan });
    expect(r.status).toBe(200);
    expect(r.body.data.map((g) => g.name)).toEqual(['知识类型', '年份']);
    expect(r.body.data[0].rootParentId).toBe(await labelId('知识类型'));
    expect(r.body.data[0].labelList.map((l) => l.name)).toEqual(['制度规范', '操作手册', '案例经验', '培训资料', '常见问题']);
    expect(r.body.data[1].labelList.map((l) => l.name)).toEqual(['2024', '2025', '2026']);
    expect(r.body.data[1].labelList.every((l) => l.parentId === r.body.data[1].rootParentId)).toBe(true);
  });

  it('lists deeper descendants depth-first after their parent', async () => {
    const parent = await labelId('北京');
    await t.rt.deps.db.execute(
      sql`insert into labels (name, parent_id, sort) values ('海淀区', ${parent}, 1), ('朝阳区', ${parent}, 0)`,
    );
    const r = await call<Group[]>(t.rt, labelName, ['地区'], { token: t.zhangsan });
    expect(r.body.data[0].labelList.map((l) => l.name)).toEqual(['北京', '朝阳区', '海淀区', '上海', '杭州', '广州', '成都']);
    expect(r.body.data[0].labelList[1].parentId).toBe(parent);
  });

  it('refuses a body that is not a list of names, naming the field', async () => {
    const r = await call(t.rt, labelName, { names: ['年份'] }, { token: t.zhangsan });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('标签分类');
    const blank = await call(t.rt, labelName, ['  '], { token: t.zhangsan });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('标签分类');
  });

  it('refuses a caller without a token with code -1', async () => {
    const r = await call(t.rt, labelName, ['年份']);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});

describe('labelName by domain', () => {
  it('leaves out labels bound to another domain, with their subtrees', async () => {
    await t.rt.deps.db.execute(sql`update labels set domain_id = ${DOMAIN_IDS.library} where name in ('研发管理', '市场营销')`);
    const wiki = await call<Group[]>(t.rt, labelNameByDomain, ['业务领域'], {
      token: t.zhangsan,
      params: { domainId: DOMAIN_IDS.wiki },
    });
    expect(wiki.status).toBe(200);
    expect(wiki.body.data[0].labelList.map((l) => l.name)).toEqual(['人力资源', '财务管理', '安全生产']);
    const library = await call<Group[]>(t.rt, labelNameByDomain, ['业务领域'], {
      token: t.zhangsan,
      params: { domainId: DOMAIN_IDS.library },
    });
    expect(library.body.data[0].labelList.map((l) => l.name)).toEqual([
      '研发管理',
      '市场营销',
      '人力资源',
      '财务管理',
      '安全生产',
    ]);
    const all = await call<Group[]>(t.rt, labelName, ['业务领域'], { token: t.zhangsan });
    expect(all.body.data[0].labelList).toHaveLength(5);
  });

  it('refuses a domain id that is not a small number, naming the field', async () => {
    for (const domainId of ['abc', '0', '100', '99999999999999999999']) {
      const r = await call(t.rt, labelNameByDomain, ['年份'], { token: t.zhangsan, params: { domainId } });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain('知识域');
    }
  });

  it('refuses a caller without a token with code -1', async () => {
    const r = await call(t.rt, labelNameByDomain, ['年份'], { params: { domainId: DOMAIN_IDS.wiki } });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});

describe('groupList', () => {
  it('lists the whole organisation tree in sort order', async () => {
    const r = await call<{ id: number; name: string; parentId: number | null }[]>(t.rt, groupList, {}, { token: t.zhangsan });
    expect(r.status).toBe(200);
    expect(r.body.data.map((g) => g.name)).toEqual([
      '智联科技集团',
      '集团总部',
      '研发中心',
      '平台研发部',
      '数据智能部',
      '市场部',
      '人力资源部',
      '华东分公司',
      '销售一部',
    ]);
    expect(r.body.data[0].parentId).toBeNull();
    expect(r.body.data[1].parentId).toBe(r.body.data[0].id);
  });

  it('filters by keyword and keeps the ancestors of every match', async () => {
    const r = await call<{ name: string }[]>(t.rt, groupList, { keyword: '销售' }, { token: t.zhangsan });
    expect(r.body.data.map((g) => g.name)).toEqual(['智联科技集团', '华东分公司', '销售一部']);
    const two = await call<{ name: string }[]>(t.rt, groupList, { keyword: '部' }, { token: t.zhangsan });
    expect(two.body.data.map((g) => g.name)).toEqual([
      '智联科技集团',
      '集团总部',
      '研发中心',
      '平台研发部',
      '数据智能部',
      '市场部',
      '人力资源部',
      '华东分公司',
      '销售一部',
    ]);
  });

  it('matches wildcard characters literally', async () => {
    for (const keyword of ['%', '_', '\\']) {
      const r = await call(t.rt, groupList, { keyword }, { token: t.zhangsan });
      expect(r.body.data).toEqual([]);
    }
  });

  it('refuses an over-long keyword or one holding a NUL, naming the field', async () => {
    for (const keyword of ['长'.repeat(51), 'a\u0000']) {
      const r = await call(t.rt, groupList, { keyword }, { token: t.zhangsan });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain('关键词');
    }
  });

  it('refuses a caller without a token with code -1', async () => {
    const r = await call(t.rt, groupList, {});
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});

describe('field and userField', () => {
  it('lists every field of a domain, the wiki by default', async () => {
    const lib = await call<{ code: string; type: string; options: string[]; required: boolean }[]>(
      t.rt,
      field,
      { domainId: DOMAIN_IDS.library },
      { token: t.lisi },
    );
    expect(lib.status).toBe(200);
    expect(lib.body.data.map((f) => f.code)).toEqual(['docNo', 'issuer', 'secrecy']);
    expect(lib.body.data[2]).toMatchObject({ type: 'select', options: ['公开', '内部', '秘密'], required: true });
    const wiki = await call<{ code: string }[]>(t.rt, field, {}, { token: t.lisi });
    expect(wiki.body.data.map((f) => f.code)).toEqual(['scope', 'effectiveDate', 'version']);
  });

  it("answers the caller's chosen fields, or every field when none were chosen", async () => {
    const z = await call<{ code: string }[]>(t.rt, userField, { domainId: DOMAIN_IDS.wiki }, { token: t.zhangsan });
    expect(z.body.data.map((f) => f.code)).toEqual(['scope', 'effectiveDate', 'version']);
    await t.rt.deps.db.execute(sql`
      insert into user_fields (user_id, field_id, sort)
      select u.id, f.id, 0 from users u, fields f where u.username = 'lisi' and f.code = 'version'`);
    const chosen = await call<{ code: string }[]>(t.rt, userField, { domainId: DOMAIN_IDS.wiki }, { token: t.lisi });
    expect(chosen.body.data.map((f) => f.code)).toEqual(['version']);
    const fallback = await call<{ code: string }[]>(t.rt, userField, { domainId: DOMAIN_IDS.library }, { token: t.lisi });
    expect(fallback.body.data.map((f) => f.code)).toEqual(['docNo', 'issuer', 'secrecy']);
  });

  it('refuses a domain id that is not a small number, naming the field', async () => {
    for (const ep of [field, userField]) {
      const r = await call(t.rt, ep, { domainId: 'wiki' }, { token: t.zhangsan });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain('知识域');
    }
  });

  it('refuses a caller without a token with code -1', async () => {
    for (const ep of [field, userField]) {
      const r = await call(t.rt, ep, { domainId: DOMAIN_IDS.wiki });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
    }
  });
});
