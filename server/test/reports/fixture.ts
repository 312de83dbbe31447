import { DOMAIN_IDS } from '@contract/platform/domains';
import type { EventAction } from '@contract/platform/events';
import { sql } from 'drizzle-orm';
import { ROLLUPS_OF_INS } from '../../events/rollup-sql';
import { createSession } from '../../modules/auth/session.service';
import { clearSettled } from '../../modules/reports/settled';
import type { TestRuntime } from '../harness';
import { createItem } from '../knowledge/factory';

/** One event at a chosen Asia/Shanghai wall time (`2026-03-01 00:10`). */
export interface At {
  at: string;
  action: EventAction;
  user: string;
  domainId?: number;
  subjectId?: number;
  objectId?: number;
  detail?: Record<string, unknown>;
  ip?: string;
}

/**
 * Events at chosen times with every rollup, as recordEvents writes them
 * (the same rollup SQL; only `occurred_at` is given instead of now()).
 */
export async function addEvents(rt: TestRuntime, ids: Record<string, number>, events: At[]): Promise<void> {
  // These rows land on past days, which the reports otherwise read once per process.
  clearSettled();
  const values = sql.join(
    events.map(
      (e) => sql`((${e.at}::timestamp at time zone 'Asia/Shanghai'), ${e.action}::text, ${ids[e.user]}::int,
        ${e.domainId ?? null}::smallint, ${e.subjectId ?? null}::int, ${e.objectId ?? null}::int, ${e.ip ?? '10.0.0.1'}::text,
        ${e.detail === undefined ? null : JSON.stringify(e.detail)}::jsonb)`,
    ),
    sql`, `,
  );
  await rt.deps.db.execute(sql`
    with ins as (
      insert into events (occurred_at, action, user_id, group_id, domain_id, subject_id, object_id, ip, detail)
      select v.occurred_at, v.action, v.user_id, u.group_id, v.domain_id, v.subject_id, v.object_id, v.ip, v.detail
      from (values ${values}) as v(occurred_at, action, user_id, domain_id, subject_id, object_id, ip, detail)
        left join users u on u.id = v.user_id
      returning occurred_at, action, user_id, group_id, domain_id, subject_id, detail),
    ${sql.raw(ROLLUPS_OF_INS)}`);
}

export interface Fixture {
  groups: { root: number; a: number; a1: number; b: number };
  users: Record<string, number>;
  items: { w1: number; w2: number; w3: number; w4: number; d1: number };
  /** Tokens: `admin` (administrator), `wide` (all groups, not admin), `scoped` (group 研发 and below). */
  tokens: { admin: string; wide: string; scoped: string; bare: string };
}

/** The period of the tests and the one before it. */
export const PERIOD = { from: '2026-03-01', to: '2026-03-07' };

const READ_KEYS = ['ROLE_REPORT_DISPLAY', 'ROLE_WIKI_DISPLAY_WEB', 'ROLE_DOCUMENT_DISPLAY_WEB'];

/**
 * A small organisation (总部 › 研发 › 前端, 总部 › 销售), four wiki entries
 * (one visible to 销售 only, one never read) and a document, and a week of
 * events with some on both sides of midnight at the period's edges
 * (hand-computed expectations in the tests).
 */
export async function buildFixture(rt: TestRuntime): Promise<Fixture> {
  const db = rt.deps.db;
  const group = async (name: string, parent: number | null) =>
    (await db.execute<{ id: number }>(sql`insert into groups (name, parent_id) values (${name}, ${parent}) returning id`)).rows[0]
      .id;
  const root = await group('总部', null);
  const a = await group('研发', root);
  const a1 = await group('前端', a);
  const b = await group('销售', root);
  const users: Record<string, number> = {};
  const user = async (name: string, nickname: string, groupId: number | null, isAdmin = false) => {
    users[name] = (
      await db.execute<{ id: number }>(sql`insert into users (username, nickname, group_id, is_admin)
        values (${`rpt-${name}`}, ${nickname}, ${groupId}, ${isAdmin}) returning id`)
    ).rows[0].id;
  };
  await user('ua', '张研发', a);
  await user('ua1', '李前端', a1);
  await user('ub', '王销售', b);
  await user('admin', '管理员', root, true);
  await user('wide', '全局查看', a);
  await user('scoped', '本组查看', a);
  await user('bare', '普通用户', a);
  for (const [name, scope] of [
    ['wide', 1],
    ['scoped', 2],
  ] as const) {
    const role = (
      await db.execute<{ id: number }>(sql`insert into roles (name, permissions, data_scope)
        values (${`报表-${name}`}, ${`{${READ_KEYS.join(',')}}`}::text[], ${scope}) returning id`)
    ).rows[0].id;
    await db.execute(sql`insert into user_roles (user_id, role_id) values (${users[name]}, ${role})`);
  }
  const item = async (title: string, groupId: number, extra: Parameters<typeof createItem>[1] | object = {}) =>
    (await createItem(rt, { authorUsername: 'rpt-ua', title, groupId, ...extra })).id;
  const items = {
    w1: await item('公开词条甲', a),
    w2: await item('受限词条乙', a, { visibility: { scope: 'groups', groupIds: [b] } }),
    w3: await item('销售词条丙', b),
    w4: await item('冷门词条丁', a1),
    d1: await item('文档一', a, { domainId: DOMAIN_IDS.library }),
  };
  const W = DOMAIN_IDS.wiki;
  await addEvents(rt, users, [
    { at: '2026-03-01 00:10', action: 'view', user: 'ua', domainId: W, subjectId: items.w1 },
    { at: '2026-02-28 23:50', action: 'view', user: 'ua', domainId: W, subjectId: items.w1 },
    { at: '2026-03-07 23:59', action: 'view', user: 'ua1', domainId: W, subjectId: items.w1 },
    { at: '2026-03-08 00:00:30', action: 'view', user: 'ub', domainId: W, subjectId: items.w3 },
    { at: '2026-03-03 10:00', action: 'view', user: 'ub', domainId: W, subjectId: items.w2, ip: '10.0.0.9' },
    {
      at: '2026-03-02 09:00',
      action: 'search',
      user: 'ua',
      objectId: 101,
      detail: { keyword: '数据库', filters: { domainIds: [1] }, hits: 5, tookMs: 12 },
    },
    {
      at: '2026-03-02 09:01',
      action: 'click',
      user: 'ua',
      domainId: W,
      subjectId: items.w1,
      objectId: 101,
      detail: { position: 2 },
    },
    {
      at: '2026-03-02 10:00',
      action: 'search',
      user: 'ua1',
      objectId: 102,
      detail: { keyword: '无结果词', filters: {}, hits: 0, tookMs: 8 },
    },
    {
      at: '2026-03-04 11:00',
      action: 'search',
      user: 'ub',
      objectId: 103,
      detail: { keyword: '数据库', filters: {}, hits: 3, tookMs: 20 },
    },
    { at: '2026-03-05 12:00', action: 'create', user: 'ua', domainId: W, subjectId: items.w1 },
    { at: '2026-03-05 12:05', action: 'comment', user: 'ua', domainId: W, subjectId: items.w1 },
    { at: '2026-03-06 08:00', action: 'edit', user: 'ua1', domainId: W, subjectId: items.w1 },
    { at: '2026-03-03 15:00', action: 'download', user: 'ub', domainId: DOMAIN_IDS.library, subjectId: items.d1 },
    { at: '2026-03-03 16:00', action: 'download', user: 'ua', domainId: DOMAIN_IDS.library, subjectId: items.d1 },
    { at: '2026-03-06 09:00', action: 'approve', user: 'ua', domainId: W, subjectId: items.w1 },
    {
      at: '2026-02-25 09:00',
      action: 'search',
      user: 'ub',
      objectId: 104,
      detail: { keyword: '旧词', filters: {}, hits: 1, tookMs: 5 },
    },
  ]);
  const token = async (name: string) => (await createSession(db, users[name])).token;
  return {
    groups: { root, a, a1, b },
    users,
    items,
    tokens: { admin: await token('admin'), wide: await token('wide'), scoped: await token('scoped'), bare: await token('bare') },
  };
}
