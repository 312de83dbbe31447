import { CONTRIBUTION_ACTIONS } from '@contract/reports/reports-overview';
import { USER_COLUMNS, type userReportInput } from '@contract/reports/reports-people';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { keywordFilter } from '../../search/keyword-filter';
import { actionIn } from './overview-activity';
import { dayPeriod, groupCond, inScopeUsers, orderBy, type ReportCtx } from './report-context';
import type { ReportTable } from './report-table';

type Input = z.output<typeof userReportInput>;

interface Raw extends Record<string, unknown> {
  user_id: number;
  name: string;
  username: string;
  group_id: number | null;
  group_name: string | null;
  views: number;
  searches: number;
  downloads: number;
  contributions: number;
  last_active: string | null;
}

const SORTS: Record<string, string> = {
  name: 'u.nickname',
  views: 'views',
  searches: 'searches',
  downloads: 'downloads',
  contributions: 'contributions',
  lastActive: 'last_active',
};

/**
 * The user table: the people whose group is in scope (every user for an
 * unrestricted viewer), with what they did in the period while in a group in
 * scope, from the daily rollup.
 */
export function userTable(ctx: ReportCtx, f: Input): ReportTable<Raw, ReturnType<typeof mapRow>> {
  const domain = f.domainId === undefined ? sql`true` : sql`d.domain_id = ${f.domainId}`;
  const who = userFilter(ctx, f);
  return {
    columns: USER_COLUMNS,
    rows: (tail) => sql`
      with act as (
        select d.user_id,
          coalesce(sum(d.count) filter (where d.action = 'view'), 0)::int as views,
          coalesce(sum(d.count) filter (where d.action = 'search'), 0)::int as searches,
          coalesce(sum(d.count) filter (where d.action = 'download'), 0)::int as downloads,
          coalesce(sum(d.count) filter (where ${actionIn('d.action', CONTRIBUTION_ACTIONS)}), 0)::int as contributions,
          max(d.day)::text as last_active
        from event_daily d
        where ${dayPeriod(f, 'd')} and ${groupCond(ctx, 'd.group_id')} and ${domain} and d.user_id <> 0
        group by d.user_id)
      select u.id as user_id, u.nickname as name, u.username, u.group_id, g.name as group_name,
        coalesce(a.views, 0) as views, coalesce(a.searches, 0) as searches, coalesce(a.downloads, 0) as downloads,
        coalesce(a.contributions, 0) as contributions, a.last_active
      from users u left join groups g on g.id = u.group_id left join act a on a.user_id = u.id
      where ${who}
      ${orderBy(SORTS, USER_COLUMNS, f, { key: 'views', desc: true }, 'u.id')} ${tail}`,
    count: sql`select count(*)::int as total from users u where ${who}`,
    map: mapRow,
  };
}

export function userFilter(ctx: ReportCtx, f: Input): SQL {
  const conds: SQL[] = [inScopeUsers(ctx)];
  if (f.userType !== undefined) conds.push(sql`u.type = ${f.userType}`);
  if (f.keyword) {
    conds.push(keywordFilter([sql`u.nickname`, sql`u.username`], f.keyword));
  }
  return sql.join(conds, sql` and `);
}

function mapRow(r: Raw) {
  return {
    userId: r.user_id,
    name: r.name,
    username: r.username,
    groupId: r.group_id,
    groupName: r.group_name ?? '',
    views: r.views,
    searches: r.searches,
    downloads: r.downloads,
    contributions: r.contributions,
    lastActive: r.last_active,
  };
}
