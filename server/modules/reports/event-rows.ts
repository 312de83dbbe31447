import { DOMAIN_NAMES } from '@contract/platform/domains';
import { EVENT_ACTION_NAMES, type EventAction } from '@contract/platform/events';
import type { ReportColumn } from '@contract/reports/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray } from '../../lib/int-array';
import { dayPeriod, eventPeriod, groupCond, iso, type ReportCtx, readableTitle } from './report-context';
import type { ReportTable } from './report-table';

export interface EventRaw extends Record<string, unknown> {
  id: number;
  occurred_at: Date;
  user_id: number | null;
  user_name: string | null;
  group_name: string | null;
  action: EventAction;
  domain_id: number | null;
  subject_id: number | null;
  title: string | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
}

/**
 * The number of events of the period in scope from a rollup, exact because
 * the rollups are written in the events' own statement; `conds` on alias `d`
 * (action, domain and, with `byPerson`, user: the rollup's keys). Without a
 * condition on the person the person-less rollup is read: a tenth of the rows.
 */
export function rollupTotal(ctx: ReportCtx, f: { from: string; to: string }, conds: SQL[], byPerson = false): SQL {
  const where = sql.join([dayPeriod(f, 'd'), groupCond(ctx, 'd.group_id'), ...conds], sql` and `);
  return sql`select coalesce(sum(d.count), 0)::int as total from ${sql.raw(byPerson ? 'event_daily' : 'group_daily')} d where ${where}`;
}

/**
 * Raw events of the period in scope (alias `e`) with who, where and the
 * item's title when the caller may read it: the rows of the audit trail and
 * of every drill-down. `order` comes from the caller's whitelist.
 */
export function eventTable(
  ctx: ReportCtx,
  f: { from: string; to: string },
  conds: SQL[],
  columns: readonly ReportColumn[],
  order: SQL,
  /** The total from a rollup when the filters allow it (a count over a year of raw events is the slow part). */
  rollupCount?: SQL,
  /** `conds` name `u` (users) or `k` (knowledge). */
  byName = false,
): ReportTable<EventRaw, ReturnType<typeof eventRow>> {
  const where = sql.join([eventPeriod(f), groupCond(ctx, 'e.group_id'), ...conds], sql` and `);
  const names = sql`left join users u on u.id = e.user_id left join groups g on g.id = e.group_id`;
  const items = sql`left join knowledge k on k.id = e.subject_id and k.domain_id = e.domain_id`;
  const select = sql`e.id, e.occurred_at, e.user_id, u.nickname as user_name, g.name as group_name, e.action,
    e.domain_id, e.subject_id, ${readableTitle(ctx)} as title, e.ip, e.detail`;
  // A filter on names needs the joins to pick rows; otherwise a page is picked from the events alone
  // (walking the time index) and only its rows are joined.
  const joinsToFilter = byName ? sql`${names} ${items}` : sql``;
  return {
    columns,
    rows: (tail, paged) =>
      paged
        ? sql`select ${select} from (
            select e.* from events e ${joinsToFilter} where ${where} ${order} ${tail}) e ${names} ${items} ${order}`
        : sql`select ${select} from events e ${names} ${items} where ${where} ${order}`,
    count: rollupCount ?? sql`select count(*)::int as total from events e ${joinsToFilter} where ${where}`,
    map: eventRow,
  };
}

export function eventRow(r: EventRaw) {
  return {
    id: Number(r.id),
    time: iso(r.occurred_at),
    userId: r.user_id,
    userName: r.user_name ?? (r.user_id === null ? '未登录用户' : '已删除的用户'),
    groupName: r.group_name ?? '',
    action: r.action,
    actionName: EVENT_ACTION_NAMES[r.action] ?? r.action,
    domainId: r.domain_id,
    domainName: r.domain_id === null ? '' : (DOMAIN_NAMES[r.domain_id] ?? ''),
    subjectId: r.subject_id,
    title: r.title,
    ip: r.ip,
    detail: describeDetail(r.action, r.detail),
  };
}

const FILTER_NAMES: Record<string, string> = {
  domainIds: '知识域',
  labelIds: '标签',
  years: '年份',
  groupIds: '组织',
  authorIds: '作者',
  dateFrom: '开始日期',
  dateTo: '结束日期',
};

/** Orders of a search in words; the default (relevance) is not a filter and is not shown. */
const SORT_NAMES: Record<string, string> = { newest: '最新发布', views: '阅读最多' };

/** Names of the labels, groups and people a page of filters mentions (read once per page). */
export interface FilterNames {
  labels: Map<number, string>;
  groups: Map<number, string>;
  users: Map<number, string>;
}

/**
 * A search's filters in words: `知识域：词条、文档；标签：制度规范；年份：2025；排序：最新发布`;
 * empty for none. Paging is no filter and is left out (issue 28: not `page：1；size：10`).
 */
export function describeFilters(filters: unknown, names?: FilterNames): string {
  if (!filters || typeof filters !== 'object') return '';
  const parts: string[] = [];
  const named = (map: Map<number, string> | undefined, id: unknown) => map?.get(Number(id)) ?? `#${String(id)}`;
  for (const [key, value] of Object.entries(filters as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (key === 'sort') {
      const sort = SORT_NAMES[String(value)];
      if (sort) parts.push(`排序：${sort}`);
      continue;
    }
    if (!(key in FILTER_NAMES)) continue;
    const list = Array.isArray(value) ? value : [value];
    const shown =
      key === 'domainIds'
        ? list.map((d) => DOMAIN_NAMES[Number(d)] ?? String(d))
        : key === 'labelIds'
          ? list.map((id) => named(names?.labels, id))
          : key === 'groupIds'
            ? list.map((id) => named(names?.groups, id))
            : key === 'authorIds'
              ? list.map((id) => named(names?.users, id))
              : list.map(String);
    parts.push(`${FILTER_NAMES[key]}：${shown.join('、')}`);
  }
  return parts.join('；');
}

/** The names `describeFilters` needs for a page of searches' filters, in three queries at most. */
export async function filterNamesOf(db: Db, filters: readonly unknown[]): Promise<FilterNames> {
  const ids = { labels: new Set<number>(), groups: new Set<number>(), users: new Set<number>() };
  for (const f of filters) {
    if (!f || typeof f !== 'object') continue;
    const o = f as Record<string, unknown>;
    const add = (set: Set<number>, v: unknown) => {
      if (Array.isArray(v)) for (const x of v) if (Number.isInteger(Number(x)) && Number(x) > 0) set.add(Number(x));
    };
    add(ids.labels, o.labelIds);
    add(ids.groups, o.groupIds);
    add(ids.users, o.authorIds);
  }
  const read = async (set: Set<number>, query: (list: SQL) => SQL) => {
    if (set.size === 0) return new Map<number, string>();
    const r = await db.execute<{ id: number; name: string }>(query(intArray([...set])));
    return new Map(r.rows.map((x) => [x.id, x.name]));
  };
  const [labels, groups, users] = await Promise.all([
    read(ids.labels, (l) => sql`select id, name from labels where id = any(${l})`),
    read(ids.groups, (l) => sql`select id, name from groups where id = any(${l})`),
    read(ids.users, (l) => sql`select id, nickname as name from users where id = any(${l})`),
  ]);
  return { labels, groups, users };
}

/** What only this event has, in words. */
export function describeDetail(action: string, detail: Record<string, unknown> | null): string {
  if (!detail) return '';
  if (action === 'search') {
    const filters = describeFilters(detail.filters);
    return [
      `关键词：${String(detail.keyword ?? '')}`,
      `结果：${Number(detail.hits ?? 0)}`,
      `耗时：${Number(detail.tookMs ?? 0)} 毫秒`,
      ...(filters ? [`筛选：${filters}`] : []),
    ].join('；');
  }
  if (action === 'click' && detail.position !== undefined) return `位置：${Number(detail.position)}`;
  return Object.entries(detail)
    .map(([k, v]) => `${k}：${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('；');
}
