import type { AuditChange, auditList } from '@contract/admin/admin-audit';
import { CONSOLE_EVENT_ACTIONS, EVENT_ACTION_NAMES, type EventAction } from '@contract/platform/events';
import type { PermissionKey } from '@contract/platform/permissions';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { users } from '../../db/schema/index';
import type { EventConn } from '../../events/record-event';
import { forbidden } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { paged } from '../../lib/paged';

/**
 * The console's audit trail (decision 030): each change is an event of the
 * one event log (decision 020), recorded by `recordConsoleChange` (in the
 * events engine, so other modules' console sections record alike).
 */

/** Which console events a caller may read: those of the sections he manages. */
/** The author of an event (events stay outside the Drizzle schema, partitioned by month). */
const u = alias(users, 'u');

const SECTION_KEYS: Record<keyof typeof CONSOLE_EVENT_ACTIONS, PermissionKey> = {
  users: 'ROLE_ADMIN_USER_MANAGE',
  groups: 'ROLE_ADMIN_GROUP_MANAGE',
  roles: 'ROLE_ADMIN_ROLE_MANAGE',
  labels: 'ROLE_ADMIN_LABEL_MANAGE',
  fields: 'ROLE_ADMIN_FIELD_MANAGE',
  config: 'ROLE_ADMIN_CONFIG_MANAGE',
  sensitive: 'ROLE_BBS_MANAGE',
  bbs: 'ROLE_BBS_MANAGE',
};

export function readableConsoleActions(caller: SessionUser): EventAction[] {
  return (Object.keys(SECTION_KEYS) as (keyof typeof SECTION_KEYS)[])
    .filter((s) => caller.permissions.has(SECTION_KEYS[s]))
    .flatMap((s) => CONSOLE_EVENT_ACTIONS[s]);
}

type Input = z.output<(typeof auditList)['input']>;
type Row = {
  id: number;
  occurred_at: Date;
  user_id: number | null;
  user_name: string | null;
  action: EventAction;
  detail: { target?: string; changes?: AuditChange[] } | null;
  ip: string | null;
};

/** Console changes newest first, filtered by day (Asia/Shanghai, both included), person and action. */
export async function listAudit(db: Pick<EventConn, 'execute'>, caller: SessionUser, f: Input) {
  const readable = readableConsoleActions(caller);
  if (readable.length === 0) throw forbidden('您没有控制台操作记录的查看权限');
  const actions = f.action ? readable.filter((a) => a === f.action) : readable;
  if (actions.length === 0) return { total: 0, list: [] };
  const conds: SQL[] = [
    sql`e.action in (${sql.join(
      actions.map((a) => sql`${a}`),
      sql`, `,
    )})`,
  ];
  if (f.from) conds.push(sql`e.occurred_at >= (${f.from}::date)::timestamp at time zone 'Asia/Shanghai'`);
  if (f.to) conds.push(sql`e.occurred_at < (${f.to}::date + 1)::timestamp at time zone 'Asia/Shanghai'`);
  if (f.userId !== undefined) conds.push(sql`e.user_id = ${f.userId}`);
  const page = await paged<Row>(db, {
    from: sql`events e left join ${users} ${u} on ${u.id} = e.user_id`,
    where: sql.join(conds, sql` and `),
    order: sql`e.occurred_at desc, e.id desc`,
    columns: sql`e.id, e.occurred_at, e.user_id, ${u.nickname} as user_name, e.action, e.detail, e.ip`,
    page: f.page,
    size: f.size,
  });
  return {
    total: page.total,
    list: page.list.map((r) => ({
      id: Number(r.id),
      time: new Date(r.occurred_at).toISOString(),
      userId: r.user_id,
      userName: r.user_name ?? '—',
      action: r.action,
      actionName: EVENT_ACTION_NAMES[r.action],
      target: r.detail?.target ?? '',
      changes: r.detail?.changes ?? [],
      ip: r.ip,
    })),
  };
}
