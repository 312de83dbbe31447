import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auditList } from '@contract/admin/admin-audit';
import {
  configList,
  configReset,
  configUpdate,
  menuAliasList,
  menuAliasUpdate,
  systemImageList,
  systemImageReset,
} from '@contract/admin/admin-config';
import { imgsPath, menuTitle, queryConfigList } from '@contract/common/common';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { encodePng } from '../../lib/raster/png';
import { call, connectionFrom, freshAddress, tokenFor } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { setupRuntime } from '../../test/setup-runtime';

const t = setupRuntime('admin', 'zhangsan', 'lisi');
let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-sysimg-'));
  t.rt.deps.config.dataDir = dataDir;
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

type Item = { code: string; name: string; value: string; default: string; shown: string; defaultShown: string };
type Change = { field: string; before: string; after: string };

const lastAudit = async () =>
  (
    await t.rt.deps.db.execute<{ action: string; detail: { target: string; changes: Change[] } }>(
      sql`select action, detail from events where action in ('config_edit', 'config_reset') order by id desc limit 1`,
    )
  ).rows[0];
const storedValue = async (code: string) => (await call<Item[]>(t.rt, queryConfigList, [code])).body.data[0]?.value;

describe('configuration items', () => {
  it('lists every catalogued item with its Chinese name, description, default and current value', async () => {
    const r = await call<(Item & { description: string; group: string })[]>(t.rt, configList, {}, { token: t.admin });
    expect(r.status).toBe(200);
    const comment = r.body.data.find((i) => i.code === 'switch.comment');
    expect(comment).toMatchObject({ name: '评论功能', group: '功能开关', default: '1', value: '1', shown: '开启' });
    expect(comment?.description).toMatch(/评论/);
    expect(r.body.data.map((i) => i.code)).toEqual(
      expect.arrayContaining(['login.enterPage', 'portal.home', 'visitor.mode', 'visitor.consumerPattern', 'graph.public']),
    );
  });

  it('turns a switch off for the next reader, audited with the values as shown', async () => {
    const r = await call<Item>(t.rt, configUpdate, { code: 'switch.comment', value: '0' }, { token: t.admin });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ value: '0', shown: '关闭' });
    expect(await storedValue('switch.comment')).toBe('0');
    expect(await lastAudit()).toEqual({
      action: 'config_edit',
      detail: { target: '配置 评论功能', changes: [{ field: '取值', before: '开启', after: '关闭' }] },
    });
  });

  it('resets an item to its default, audited as a reset', async () => {
    const r = await call<Item>(t.rt, configReset, { code: 'switch.comment' }, { token: t.admin });
    expect(r.body.data.value).toBe('1');
    expect(await storedValue('switch.comment')).toBe('1');
    expect((await lastAudit()).action).toBe('config_reset');
  });

  it('checks each value against what the item takes, with a Chinese reason, changing nothing', async () => {
    const cases: [string, string, string][] = [
      ['switch.download', 'yes', '文件下载只能是开启或关闭'],
      ['portal.home', '/evil', '登录后首页的取值不在可选范围内'],
      ['portal.blocks', 'search,search', '统一门户区块的选项不能重复'],
      ['portal.blocks', 'search,nope', '统一门户区块包含不存在的选项'],
      ['system.name', '   ', '系统名称不能为空'],
      ['system.name', '名'.repeat(31), '系统名称最多30个字'],
      ['login.enterPage', 'javascript:alert(1)', '登录入口页须是以 / 开头的本系统路径'],
    ];
    for (const [code, value, message] of cases) {
      const before = await storedValue(code);
      const r = await call(t.rt, configUpdate, { code, value }, { token: t.admin });
      expect(r.status, `${code}=${value}`).toBe(400);
      expect(r.body.message).toContain(message);
      expect(await storedValue(code)).toBe(before);
    }
    const unknown = await call(t.rt, configUpdate, { code: 'no.such', value: '1' }, { token: t.admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('配置项不存在');
    const huge = await call(t.rt, configUpdate, { code: 'system.name', value: 'x'.repeat(2001) }, { token: t.admin });
    expect(huge.status).toBe(400);
  });

  it('refuses callers without a token (401) or without the configuration key (403)', async () => {
    const anon = await call(t.rt, configList);
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
    const denied = await call(t.rt, configUpdate, { code: 'switch.comment', value: '0' }, { token: t.zhangsan });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('没有「系统配置」权限');
    expect(await storedValue('switch.comment')).toBe('1');
  });

  it('lets a holder of only the configuration key in, and shows him only configuration changes in the audit trail', async () => {
    await grantKeys(t.rt, 'lisi', '配置管理员', ['ROLE_ADMIN_CONFIG_MANAGE']);
    const lisi = await tokenFor(t.rt, 'lisi');
    const r = await call<Item>(t.rt, configUpdate, { code: 'system.name', value: '企业知识库' }, { token: lisi });
    expect(r.status).toBe(200);
    await call(t.rt, configReset, { code: 'system.name' }, { token: lisi });
    await call(t.rt, menuAliasList, {}, { token: t.admin });
    const audit = await call<{ list: { action: string; target: string }[] }>(t.rt, auditList, { size: 100 }, { token: lisi });
    expect(audit.status).toBe(200);
    expect(audit.body.data.list.length).toBeGreaterThan(0);
    expect(new Set(audit.body.data.list.map((e) => e.action))).toEqual(new Set(['config_edit', 'config_reset']));
  });
});

describe('menu aliases', () => {
  type Menu = { id: number; code: string; menuAlias: string; defaultAlias: string };

  it('renames a module for menuTitle, audited, and brings back the default name', async () => {
    const menus = (await call<Menu[]>(t.rt, menuAliasList, {}, { token: t.admin })).body.data;
    const wiki = menus.find((m) => m.code === 'wiki') as Menu;
    expect(wiki).toMatchObject({ menuAlias: '知识词条', defaultAlias: '知识词条' });
    const r = await call<Menu>(t.rt, menuAliasUpdate, { menuAlias: ' 百科 ' }, { token: t.admin, params: { id: wiki.id } });
    expect(r.body.data).toMatchObject({ menuAlias: '百科', defaultAlias: '知识词条' });
    const titles = (await call<{ code: string; menuAlias: string }[]>(t.rt, menuTitle)).body.data;
    expect(titles.find((m) => m.code === 'wiki')?.menuAlias).toBe('百科');
    expect(await lastAudit()).toEqual({
      action: 'config_edit',
      detail: { target: '菜单 知识词条', changes: [{ field: '菜单名称', before: '知识词条', after: '百科' }] },
    });
    await call(t.rt, menuAliasUpdate, { menuAlias: '知识词条' }, { token: t.admin, params: { id: wiki.id } });
  });

  it('refuses an empty or over-long name and an unknown menu, changing nothing', async () => {
    const menus = (await call<Menu[]>(t.rt, menuAliasList, {}, { token: t.admin })).body.data;
    const id = menus[0].id;
    const empty = await call(t.rt, menuAliasUpdate, { menuAlias: '  ' }, { token: t.admin, params: { id } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('菜单名称不能为空');
    const long = await call(t.rt, menuAliasUpdate, { menuAlias: '一二三四五六七八九十一' }, { token: t.admin, params: { id } });
    expect(long.body.message).toContain('菜单名称最多10个字');
    expect((await call(t.rt, menuAliasUpdate, { menuAlias: '新' }, { token: t.admin, params: { id: 99999 } })).status).toBe(404);
    expect((await call<Menu[]>(t.rt, menuAliasList, {}, { token: t.admin })).body.data[0].menuAlias).toBe(menus[0].menuAlias);
    expect((await call(t.rt, menuAliasUpdate, { menuAlias: '新' }, { token: t.zhangsan, params: { id } })).status).toBe(403);
  });
});

describe('system images', () => {
  const png = (w: number, h: number) => Buffer.from(encodePng(w, h, new Uint8Array(w * h * 3).fill(120)));

  async function upload(token: string | undefined, picType: string, file: Buffer) {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(file)], 'logo.png', { type: 'image/png' }));
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const req = new Request(`http://localhost/base-admin/config/image/${picType}`, { method: 'POST', body: form, headers });
    const res = await t.rt.app.fetch(req, connectionFrom(freshAddress()));
    return {
      status: res.status,
      body: (await res.json()) as { code: number; message: string; data: { path: string; custom: boolean } },
    };
  }
  const get = (url: string) => t.rt.app.fetch(new Request(`http://localhost${url}`), connectionFrom(freshAddress()));
  const images = async () =>
    Object.fromEntries(
      (await call<{ picType: string; path: string }[]>(t.rt, imgsPath)).body.data.map((i) => [i.picType, i.path]),
    );

  it('replaces the logo with an upload that imgsPath names and anyone can fetch, then resets it to the shipped one', async () => {
    const first = await upload(t.admin, 'logo', png(40, 20));
    expect(first.status).toBe(200);
    expect(first.body.data.custom).toBe(true);
    expect((await images()).logo).toBe(first.body.data.path);
    const res = await get(first.body.data.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');

    const second = await upload(t.admin, 'logo', png(48, 24));
    expect(second.body.data.path).not.toBe(first.body.data.path);
    expect((await get(first.body.data.path)).status).toBe(404);

    const reset = await call<{ path: string; custom: boolean }>(
      t.rt,
      systemImageReset,
      {},
      { token: t.admin, params: { picType: 'logo' } },
    );
    expect(reset.body.data).toMatchObject({ path: '/webaikn/logo.svg', custom: false });
    expect((await images()).logo).toBe('/webaikn/logo.svg');
    expect((await get(second.body.data.path)).status).toBe(404);
    expect((await lastAudit()).detail).toEqual({
      target: '图片 系统标志',
      changes: [{ field: '图片', before: '已上传的图片', after: '系统自带图片' }],
    });
  });

  it('has no home banner until one is uploaded, and none again after a reset', async () => {
    expect((await images()).homeBanner ?? '').toBe('');
    const up = await upload(t.admin, 'homeBanner', png(160, 24));
    expect(up.status).toBe(200);
    expect((await images()).homeBanner).toBe(up.body.data.path);
    await call(t.rt, systemImageReset, {}, { token: t.admin, params: { picType: 'homeBanner' } });
    expect((await images()).homeBanner).toBe('');
  });

  it('refuses what is not a PNG, JPEG or WebP, an unknown image type, and callers without the key, keeping the old image', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const bad = await upload(t.admin, 'loginBg', svg);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('登录页背景：仅支持 PNG、JPEG、WebP 图片');
    expect((await upload(t.admin, 'nothing', png(8, 8))).status).toBe(404);
    expect((await upload(t.zhangsan, 'loginBg', png(8, 8))).status).toBe(403);
    expect((await upload(undefined, 'loginBg', png(8, 8))).status).toBe(401);
    expect((await images()).loginBg).toBe('/webaikn/login-bg.svg');
    const list = (await call<{ picType: string; custom: boolean }[]>(t.rt, systemImageList, {}, { token: t.admin })).body.data;
    expect(list.map((i) => [i.picType, i.custom])).toEqual([
      ['logo', false],
      ['loginBg', false],
      ['homeBanner', false],
    ]);
  });
});
