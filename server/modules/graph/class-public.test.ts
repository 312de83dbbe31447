import { classPublicSet } from '@contract/graph/graph-edit';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';

// POST /kg-app/chart/class/public/:id as an attacker would call it (issue 27).
const t = setupRuntime('admin', 'lisi');
const idOf = async (type: number, name: string) =>
  (await t.rt.deps.db.execute<{ id: number }>(sql`select id from graph_nodes where type = ${type} and name = ${name}`)).rows[0]!
    .id;
const isPublic = async (id: number) =>
  (await t.rt.deps.db.execute<{ p: boolean }>(sql`select is_public as p from graph_nodes where id = ${id}`)).rows[0]!.p;
const set = (id: number, body: unknown, token?: string) => call(t.rt, classPublicSet, body as never, { token, params: { id } });

describe('marking a class public', () => {
  it('is refused without sign-in and without 知识图谱管理, changing nothing', async () => {
    const staff = await idOf(1, '人员');
    expect((await set(staff, { isPublic: true })).status).toBe(401);
    const r = await set(staff, { isPublic: true }, t.lisi);
    expect(r.status).toBe(403);
    expect(await isPublic(staff)).toBe(false);
  });

  it('answers 404 for an entity or a missing id, and 400 for a body that is not a yes or no', async () => {
    const person = await idOf(2, '张三');
    const r = await set(person, { isPublic: true }, t.admin);
    expect([r.status, r.body.message]).toEqual([404, '本体类别不存在']);
    expect(await isPublic(person)).toBe(false);
    expect((await set(987_654, { isPublic: true }, t.admin)).status).toBe(404);
    const staff = await idOf(1, '人员');
    for (const body of [{}, { isPublic: 'yes' }, { isPublic: 'x'.repeat(100_000) }]) {
      const bad = await set(staff, body, t.admin);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await isPublic(staff)).toBe(false);
  });

  it('marks and unmarks a class for an administrator, and records it', async () => {
    const poets = await idOf(1, '诗人');
    expect((await set(poets, { isPublic: true }, t.admin)).body.data).toEqual({ id: poets, isPublic: true });
    expect(await isPublic(poets)).toBe(true);
    await set(poets, { isPublic: false }, t.admin);
    expect(await isPublic(poets)).toBe(false);
    const ev = await t.rt.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from events where object_id = ${poets} and detail->>'graph' = 'class'`,
    );
    expect(ev.rows[0]!.n).toBe(2);
  });
});
