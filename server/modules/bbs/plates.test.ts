import { minePlates, plateDelete, plateFollow, plateMove, plateSave, plateTree } from '@contract/bbs/bbs-plates';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { idOf } from '../../test/admin/setup';
import { call, tokenFor } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { setupRuntime } from '../../test/setup-runtime';

const t = setupRuntime('admin', 'zhangsan', 'lisi');

type Plate = {
  id: number;
  parentId: number | null;
  name: string;
  description: string;
  moderators: { id: number; nickname: string }[];
  followerCount: number;
  followed: boolean;
};
type Change = { field: string; before: string; after: string };

const tree = async (token = t.zhangsan) => (await call<Plate[]>(t.rt, plateTree, {}, { token })).body.data;
const plate = async (name: string) => (await tree()).find((p) => p.name === name) as Plate;
const lastAudit = async () =>
  (
    await t.rt.deps.db.execute<{ action: string; detail: { target: string; changes: Change[] } }>(
      sql`select action, detail from events where action like 'plate_%' order by id desc limit 1`,
    )
  ).rows[0];

describe('plate tree', () => {
  it('lists the seeded plates, top level first in order, with their moderators', async () => {
    const plates = await tree();
    expect(plates.length).toBeGreaterThanOrEqual(8);
    expect(
      plates
        .filter((p) => p.parentId === null)
        .map((p) => p.name)
        .slice(0, 3),
    ).toEqual(['技术交流', '产品与设计', '市场与销售']);
    const tech = plates.find((p) => p.name === '技术交流') as Plate;
    expect(tech.moderators.map((m) => m.nickname)).toEqual(['张三']);
    expect(plates.filter((p) => p.parentId === tech.id).map((p) => p.name)).toEqual(['前端开发', '后端与数据库', '运维与安全']);
  });

  it('refuses callers without a token (401) or without the forum key (403)', async () => {
    const anon = await call(t.rt, plateTree);
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
    await t.rt.deps.db.execute(
      sql`update roles set permissions = array_remove(permissions, 'ROLE_BBS_DISPLAY') where name = '文档专员'`,
    );
    const lisi = await tokenFor(t.rt, 'lisi');
    const denied = await call(t.rt, plateTree, {}, { token: lisi });
    expect(denied.status).toBe(403);
    await t.rt.deps.db.execute(sql`update roles set permissions = permissions || '{ROLE_BBS_DISPLAY}' where name = '文档专员'`);
  });
});

describe('following a plate', () => {
  it('follows once however often asked, lists it under mine/plate, and unfollows', async () => {
    const p = await plate('产品与设计');
    const first = await call<{ followed: boolean; followerCount: number }>(
      t.rt,
      plateFollow,
      { plateId: p.id, follow: true },
      { token: t.zhangsan },
    );
    expect(first.body.data).toEqual({ followed: true, followerCount: 1 });
    const again = await call<{ followerCount: number }>(
      t.rt,
      plateFollow,
      { plateId: p.id, follow: true },
      { token: t.zhangsan },
    );
    expect(again.body.data.followerCount).toBe(1);
    const mine = (await call<Plate[]>(t.rt, minePlates, {}, { token: t.zhangsan })).body.data;
    expect(mine.map((x) => x.name)).toEqual(['产品与设计']);
    expect((await plate('产品与设计')).followed).toBe(true);
    const off = await call(t.rt, plateFollow, { plateId: p.id, follow: false }, { token: t.zhangsan });
    expect(off.body.data).toEqual({ followed: false, followerCount: 0 });
    expect((await call<Plate[]>(t.rt, minePlates, {}, { token: t.zhangsan })).body.data).toEqual([]);
  });

  it('answers 404 for a plate that does not exist and 400 for a bad body', async () => {
    const missing = await call(t.rt, plateFollow, { plateId: 999999, follow: true }, { token: t.zhangsan });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('版块不存在');
    expect((await call(t.rt, plateFollow, { plateId: 'x', follow: true }, { token: t.zhangsan })).status).toBe(400);
  });
});

describe('managing plates', () => {
  it('creates a plate under another with moderators, audited, and edits it', async () => {
    const parent = await plate('技术交流');
    const lisiId = await idOf(t.rt, 'users', 'lisi');
    const r = await call<Plate>(
      t.rt,
      plateSave,
      { parentId: parent.id, name: '测试与质量', description: '自动化测试', moderatorIds: [lisiId, lisiId] },
      { token: t.admin },
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      parentId: parent.id,
      name: '测试与质量',
      moderators: [{ id: lisiId, nickname: '李四' }],
    });
    expect(await lastAudit()).toEqual({
      action: 'plate_create',
      detail: {
        target: '版块 测试与质量',
        changes: [
          { field: '名称', before: '', after: '测试与质量' },
          { field: '说明', before: '', after: '自动化测试' },
          { field: '上级版块', before: '', after: '技术交流' },
          { field: '版主', before: '', after: '李四' },
        ],
      },
    });
    const edited = await call<Plate>(
      t.rt,
      plateSave,
      { id: r.body.data.id, parentId: null, name: '测试与质量', description: '自动化测试', moderatorIds: [] },
      { token: t.admin },
    );
    expect(edited.body.data).toMatchObject({ parentId: null, moderators: [] });
    expect((await lastAudit()).detail.changes).toEqual([
      { field: '上级版块', before: '技术交流', after: '（顶级）' },
      { field: '版主', before: '李四', after: '' },
    ]);
  });

  it('refuses a clashing name, a plate below itself, too deep a tree and unknown moderators, changing nothing', async () => {
    const tech = await plate('技术交流');
    const front = await plate('前端开发');
    const before = await tree();
    const clash = await call(t.rt, plateSave, { parentId: tech.id, name: '前端开发' }, { token: t.admin });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('同一级下已有同名版块');
    const loop = await call(t.rt, plateSave, { id: tech.id, parentId: front.id, name: '技术交流' }, { token: t.admin });
    expect(loop.status).toBe(400);
    expect(loop.body.message).toBe('不能把版块移到它自己或它的下级版块之下');
    const third = await call<Plate>(t.rt, plateSave, { parentId: front.id, name: '框架' }, { token: t.admin });
    expect(third.status).toBe(200);
    const deep = await call(t.rt, plateSave, { parentId: third.body.data.id, name: '第四级' }, { token: t.admin });
    expect(deep.body.message).toBe('版块最多3级');
    const ghost = await call(t.rt, plateSave, { parentId: null, name: '新版块', moderatorIds: [999999] }, { token: t.admin });
    expect(ghost.body.message).toBe('版主中有不存在或已停用的用户');
    const empty = await call(t.rt, plateSave, { parentId: null, name: '  ' }, { token: t.admin });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('版块名称不能为空');
    await call(t.rt, plateDelete, {}, { token: t.admin, params: { id: third.body.data.id } });
    expect((await tree()).map((p) => [p.id, p.name, p.parentId])).toEqual(before.map((p) => [p.id, p.name, p.parentId]));
  });

  it('moves a plate among its siblings and deletes a plate only without sub-plates', async () => {
    const product = await plate('产品与设计');
    const moved = await call<Plate[]>(t.rt, plateMove, { direction: 'up' }, { token: t.admin, params: { id: product.id } });
    expect(
      moved.body.data
        .filter((p) => p.parentId === null)
        .map((p) => p.name)
        .slice(0, 2),
    ).toEqual(['产品与设计', '技术交流']);
    await call(t.rt, plateMove, { direction: 'down' }, { token: t.admin, params: { id: product.id } });

    const tech = await plate('技术交流');
    const refused = await call(t.rt, plateDelete, {}, { token: t.admin, params: { id: tech.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('该版块下还有 3 个下级版块，不能删除');
    const newcomers = await plate('新人专区');
    const gone = await call(t.rt, plateDelete, {}, { token: t.admin, params: { id: newcomers.id } });
    expect(gone.status).toBe(200);
    expect((await tree()).some((p) => p.name === '新人专区')).toBe(false);
    expect((await lastAudit()).action).toBe('plate_delete');
  });

  it('refuses managers without the forum management key (403) and anonymous callers (401)', async () => {
    const p = await plate('市场与销售');
    expect((await call(t.rt, plateSave, { parentId: null, name: '越权' }, { token: t.zhangsan })).status).toBe(403);
    expect((await call(t.rt, plateDelete, {}, { token: t.zhangsan, params: { id: p.id } })).status).toBe(403);
    expect((await call(t.rt, plateMove, { direction: 'up' }, { params: { id: p.id } })).status).toBe(401);
    await grantKeys(t.rt, 'zhangsan', '论坛管理员', ['ROLE_BBS_DISPLAY', 'ROLE_BBS_MANAGE']);
    const zhangsan = await tokenFor(t.rt, 'zhangsan');
    const r = await call<Plate>(
      t.rt,
      plateSave,
      { id: p.id, parentId: null, name: '市场与销售', description: '市场' },
      { token: zhangsan },
    );
    expect(r.status).toBe(200);
  });
});
