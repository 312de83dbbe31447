import { FEEDBACK_COLUMNS, FEEDBACK_KIND_NAMES, type userFeedbackInput } from '@contract/reports/reports-search';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../../http/errors';
import { keywordFilter } from '../../search/keyword-filter';
import { inScopeUsers, iso, orderBy, type ReportCtx, timePeriod } from './report-context';
import type { ReportTable } from './report-table';

type Input = z.output<typeof userFeedbackInput>;
type Raw = Record<string, unknown>;

const SORTS = { time: 'f.created_at', useful: 'f.useful', handledAt: 'f.handled_at' };

/** Feedback rows come from the search feedback table (it holds the handled mark); people in scope by their present group. */
const FROM = sql`search_feedback f join search_logs l on l.id = f.search_id join users u on u.id = f.user_id
  left join groups g on g.id = u.group_id left join users h on h.id = f.handled_by`;
const SELECT = sql`select f.id, f.created_at, f.user_id, u.nickname as user_name, g.name as group_name, l.keyword,
  f.useful, f.comment, f.handled_at, h.nickname as handled_by`;

export function feedbackTable(ctx: ReportCtx, f: Input): ReportTable<Raw, ReturnType<typeof mapFeedback>> {
  const conds: SQL[] = [timePeriod(f, 'f.created_at'), inScopeUsers(ctx)];
  if (f.useful !== undefined) conds.push(sql`f.useful = ${f.useful}`);
  if (f.handled !== undefined) conds.push(f.handled ? sql`f.handled_at is not null` : sql`f.handled_at is null`);
  if (f.keyword) {
    conds.push(keywordFilter([sql`l.keyword`, sql`f.comment`, sql`u.nickname`], f.keyword));
  }
  const where = sql.join(conds, sql` and `);
  const order = orderBy(SORTS, FEEDBACK_COLUMNS, f, { key: 'time', desc: true }, 'f.id desc');
  return {
    columns: FEEDBACK_COLUMNS,
    rows: (tail) => sql`${SELECT} from ${FROM} where ${where} ${order} ${tail}`,
    count: sql`select count(*)::int as total from ${FROM} where ${where}`,
    map: mapFeedback,
  };
}

/** Marks feedback handled once: a second mark keeps the first handler and time. Feedback out of scope is "not found". */
export async function handleFeedback(ctx: ReportCtx, id: number) {
  const r = await ctx.db.execute<Raw>(sql`
    with done as (
      update search_feedback f set handled_at = coalesce(f.handled_at, now()), handled_by = coalesce(f.handled_by, ${ctx.caller.id})
      from users u where f.id = ${id} and u.id = f.user_id and ${inScopeUsers(ctx)}
      returning f.*)
    ${SELECT} from done f join search_logs l on l.id = f.search_id join users u on u.id = f.user_id
      left join groups g on g.id = u.group_id left join users h on h.id = f.handled_by`);
  if (!r.rows[0]) throw notFound('反馈不存在');
  return mapFeedback(r.rows[0]);
}

export function mapFeedback(r: Raw) {
  return {
    id: Number(r.id),
    time: iso(r.created_at as Date),
    userId: Number(r.user_id),
    userName: String(r.user_name ?? ''),
    groupName: String(r.group_name ?? ''),
    kind: FEEDBACK_KIND_NAMES.search,
    keyword: String(r.keyword ?? ''),
    useful: Boolean(r.useful),
    comment: String(r.comment ?? ''),
    handledAt: r.handled_at ? iso(r.handled_at as Date) : null,
    handledBy: (r.handled_by as string | null) ?? null,
  };
}
