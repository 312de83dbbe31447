import { allAuth, imgsPath, menuTitle, queryConfigList, system, visitorInfo } from '@contract/common/common';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';

const t = setupRuntime('zhangsan', 'lisi');

describe('menuTitle', () => {
  it('lists every menu resource with its alias in menu order, without a token', async () => {
    const r = await call<{ resourceId: number; code: string; menuAlias: string }[]>(t.rt, menuTitle);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(1);
    expect(r.body.data.map((m) => m.code)).toEqual(['home', 'wiki', 'library', 'video', 'chart', 'bbs', 'college', 'reports']);
    expect(r.body.data[1].menuAlias).toBe('知识词条');
  });

  it('answers the alias stored for the resource', async () => {
    await t.rt.deps.db.execute(sql`update resources set menu_alias = '百科' where code = 'wiki'`);
    const r = await call<{ code: string; menuAlias: string }[]>(t.rt, menuTitle);
    expect(r.body.data.find((m) => m.code === 'wiki')?.menuAlias).toBe('百科');
    await t.rt.deps.db.execute(sql`update resources set menu_alias = '知识词条' where code = 'wiki'`);
  });
});

describe('imgsPath', () => {
  it('lists the system images without a token', async () => {
    const r = await call(t.rt, imgsPath);
    expect(r.status).toBe(200);
    // No home banner until one is uploaded: an empty path, and the home shows the theme's gradient.
    expect(r.body.data).toEqual([
      { picType: 'homeBanner', path: '' },
      { picType: 'loginBg', path: '/webaikn/login-bg.svg' },
      { picType: 'logo', path: '/webaikn/logo.svg' },
    ]);
  });
});

describe('visitorInfo', () => {
  it('reads the visitor settings from the config items', async () => {
    const r = await call(t.rt, visitorInfo);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ visitorMode: true, visitorConsumerPatter: 1, visitorConsumerRange: '公开知识' });
  });

  it('reports visitor mode off when its config value is not 1', async () => {
    await t.rt.deps.db.execute(sql`update config_items set value = '0' where code = 'visitor.mode'`);
    await t.rt.deps.db.execute(sql`update config_items set value = '2' where code = 'visitor.consumerPattern'`);
    const r = await call<{ visitorMode: boolean; visitorConsumerPatter: number }>(t.rt, visitorInfo);
    expect(r.body.data.visitorMode).toBe(false);
    expect(r.body.data.visitorConsumerPatter).toBe(2);
    await t.rt.deps.db.execute(
      sql`update config_items set value = '1' where code in ('visitor.mode', 'visitor.consumerPattern')`,
    );
  });
});

describe('system', () => {
  it('reports product, versions, database and start time of the running system', async () => {
    const r = await call<{ code: string; name: string; value: string }[]>(t.rt, system, {}, { token: t.zhangsan });
    expect(r.status).toBe(200);
    const value = (code: string) => r.body.data.find((i) => i.code === code)?.value;
    const pg = await t.rt.deps.db.execute<{ server_version: string }>(sql`show server_version`);
    const pkg = (await import('../../../package.json', { with: { type: 'json' } })).default as { version: string };
    expect(value('productName')).toBe('智能知识中心');
    expect(value('serverVersion')).toBe(pkg.version);
    expect(value('databaseKind')).toBe('内置 PostgreSQL');
    expect(value('databaseVersion')).toBe(pg.rows[0].server_version);
    expect(value('nodeVersion')).toBe(process.version);
    const started = Date.parse(value('startedAt') ?? '');
    expect(started).toBeLessThanOrEqual(Date.now());
    expect(r.body.data.every((i) => i.name.length > 0)).toBe(true);
  });

  it('follows the configured product name', async () => {
    await t.rt.deps.db.execute(sql`update config_items set value = '知识星球' where code = 'system.name'`);
    const r = await call<{ code: string; value: string }[]>(t.rt, system, {}, { token: t.zhangsan });
    expect(r.body.data.find((i) => i.code === 'productName')?.value).toBe('知识星球');
    await t.rt.deps.db.execute(sql`update config_items set value = '智能知识中心' where code = 'system.name'`);
  });

  it('refuses a caller without a token with code -1', async () => {
    const r = await call(t.rt, system);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});

describe('queryConfigList', () => {
  it('answers the requested items in request order and skips unknown codes', async () => {
    const r = await call<{ code: string; name: string; value: string }[]>(t.rt, queryConfigList, [
      'visitor.consumerRange',
      'no.such.code',
      'switch.smsLogin',
      'visitor.consumerRange',
    ]);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([
      { code: 'visitor.consumerRange', name: '访客可见范围', value: '公开知识' },
      { code: 'switch.smsLogin', name: '短信验证码登录', value: '1' },
    ]);
  });

  it('answers an empty list for no codes', async () => {
    const r = await call(t.rt, queryConfigList, []);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([]);
  });

  it('refuses a body that is not a list of codes, naming the field', async () => {
    const notArray = await call(t.rt, queryConfigList, { code: 'x' });
    expect(notArray.status).toBe(400);
    expect(notArray.body.message).toContain('配置编码');
    const empty = await call(t.rt, queryConfigList, ['']);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('配置编码');
    const tooMany = await call(
      t.rt,
      queryConfigList,
      Array.from({ length: 101 }, (_, i) => `c${i}`),
    );
    expect(tooMany.status).toBe(400);
    const nul = await call(t.rt, queryConfigList, ['a\u0000b']);
    expect(nul.status).toBe(400);
    expect(nul.body.message).toContain('配置编码第1项');
  });
});

describe('allAuth', () => {
  it('lists the resources whose permission the caller holds', async () => {
    const menu = (await call<{ resourceId: number; code: string }[]>(t.rt, menuTitle)).body.data;
    const id = (code: string) => menu.find((m) => m.code === code)?.resourceId;
    const z = await call<{ id: number }[]>(t.rt, allAuth, {}, { token: t.zhangsan });
    expect(z.status).toBe(200);
    expect(z.body.data).toEqual(['home', 'wiki', 'library', 'video', 'chart', 'bbs', 'college'].map((c) => ({ id: id(c) })));
    const l = await call<{ id: number }[]>(t.rt, allAuth, {}, { token: t.lisi });
    expect(l.body.data).toEqual([{ id: id('library') }, { id: id('bbs') }]);
  });

  it('refuses a caller without a token with code -1', async () => {
    const r = await call(t.rt, allAuth);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});
