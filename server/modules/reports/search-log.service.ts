import { KEYWORD_CLOUD_SIZE, SEARCH_LOG_COLUMNS, type searchLogInput } from '@contract/reports/reports-search';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isFunctionWord } from '../../search/function-words';
import { keywordFilter } from '../../search/keyword-filter';
import { describeFilters, type FilterNames, filterNamesOf } from './event-rows';
import { eventPeriod, groupCond, iso, orderBy, type ReportCtx, readableTitle } from './report-context';
import type { ReportTable } from './report-table';
import { rolledRows } from './rolled-rows';
import { settledOr, splitSettled } from './settled';

type Input = z.output<typeof searchLogInput>;
type Raw = Record<string, unknown>;

const SORTS = {
  time: { expr: 'e.occurred_at', notNull: true as const },
  hits: "coalesce((e.detail->>'hits')::int, 0)",
  tookMs: "coalesce((e.detail->>'tookMs')::int, 0)",
};
/** A click counts for its search when it comes within a day of it (bounds the lookup per search). */
const CLICK_WINDOW = "interval '1 day'";

/** The first click on a result of search `e`: same user, same search log id (object_id), within the window. */
const firstClick = (ctx: ReportCtx) => sql`left join lateral (
    select (c.detail->>'position')::int as position, ${readableTitle(ctx)} as title
    from events c left join knowledge k on k.id = c.subject_id and k.domain_id = c.domain_id
    where c.action = 'click' and c.user_id = e.user_id and c.object_id = e.object_id
      and c.occurred_at >= e.occurred_at and c.occurred_at < e.occurred_at + ${sql.raw(CLICK_WINDOW)}
    order by c.occurred_at, c.id limit 1) clicked on true`;

function searchWhere(ctx: ReportCtx, f: Input): SQL {
  const conds: SQL[] = [sql`e.action = 'search'`, eventPeriod(f), groupCond(ctx, 'e.group_id')];
  if (f.keyword) conds.push(keywordFilter([sql`e.detail->>'keyword'`], f.keyword));
  if (f.view === 'noHits') conds.push(sql`coalesce((e.detail->>'hits')::int, 0) = 0`);
  if (f.view === 'noClick') {
    conds.push(sql`coalesce((e.detail->>'hits')::int, 0) > 0 and not exists (
      select 1 from events c where c.action = 'click' and c.user_id = e.user_id and c.object_id = e.object_id
        and c.occurred_at >= e.occurred_at and c.occurred_at < e.occurred_at + ${sql.raw(CLICK_WINDOW)})`);
  }
  return sql.join(conds, sql` and `);
}

/** Every search in scope (a tab narrows to those without hits or without a click). */
export function searchLogTable(ctx: ReportCtx, f: Input): ReportTable<Raw, ReturnType<typeof mapRow>> {
  const where = searchWhere(ctx, f);
  const order = orderBy(SORTS, SEARCH_LOG_COLUMNS, f, { key: 'time', desc: true }, 'e.id desc');
  return {
    columns: SEARCH_LOG_COLUMNS,
    rows: (tail, paged) => sql`
      select e.id, e.occurred_at, e.user_id, u.nickname as user_name, g.name as group_name,
        coalesce(e.detail->>'keyword', '') as keyword, e.detail->'filters' as filters,
        coalesce((e.detail->>'hits')::int, 0) as hits, coalesce((e.detail->>'tookMs')::int, 0) as took_ms,
        clicked.position, clicked.title as clicked_title
      from ${paged ? sql`(select e.* from events e where ${where} ${order} ${tail}) e` : sql`events e`}
        left join users u on u.id = e.user_id left join groups g on g.id = e.group_id ${firstClick(ctx)}
      ${paged ? sql`` : sql`where ${where}`} ${order}`,
    count:
      f.view === 'noClick'
        ? sql`select count(*)::int as total from events e where ${where}`
        : sql`select coalesce(sum(${f.view === 'noHits' ? sql`kd.no_hits` : sql`kd.count`}), 0)::int as total
            from ${rolledRows('keyword', f)} kd where ${rolledWhere(ctx, f)}`,
    map: (r) => mapRow(r),
    prepare: async (db, raws) => {
      const names = await filterNamesOf(
        db,
        raws.map((r) => r.filters),
      );
      return (r) => mapRow(r, names);
    },
  };
}

/**
 * The keyword rollup's rows (alias kd) holding the searches of the tabs it can count (all,
 * no hits): every search is in it once, by its keyword as typed (decision 028).
 */
function rolledWhere(ctx: ReportCtx, f: Input): SQL {
  const conds: SQL[] = [groupCond(ctx, 'kd.group_id')];
  if (f.keyword) conds.push(keywordFilter([sql`kd.keyword`], f.keyword));
  if (f.view === 'noHits') conds.push(sql`kd.no_hits > 0`);
  return sql.join(conds, sql` and `);
}

/**
 * The keyword cloud of the same searches, and their number: from the keyword rollup, the
 * settled days once per process (see `settledOr`), but for the no-click tab, which needs the
 * clicks of the raw log.
 */
export async function searchFigures(
  ctx: ReportCtx,
  f: Input,
): Promise<{ total: number | null; cloud: { keyword: string; count: number }[] }> {
  if (f.view === 'noClick') {
    const r = await ctx.db.execute<{ keyword: string; count: number }>(sql`
      select e.detail->>'keyword' as keyword, count(*)::int as count from events e
      where ${searchWhere(ctx, f)} and coalesce(e.detail->>'keyword', '') <> ''
      group by 1 order by 2 desc, 1 limit ${KEYWORD_CLOUD_SIZE * 2}`);
    return { total: null, cloud: r.rows.filter((x) => !isFunctionWord(x.keyword)).slice(0, KEYWORD_CLOUD_SIZE) };
  }
  const read = async (span: { from: string; to: string }) => {
    const r = await ctx.db.execute<{ keyword: string; n: number }>(sql`
      select kd.keyword, sum(${f.view === 'noHits' ? sql`kd.no_hits` : sql`kd.count`})::int as n
      from ${rolledRows('keyword', span)} kd where ${rolledWhere(ctx, f)} group by 1`);
    return r.rows.map((x) => [x.keyword, x.n] as [string, number]);
  };
  const { settled, live } = splitSettled(f);
  const [old, now] = await Promise.all([
    settled
      ? settledOr(
          JSON.stringify(['searches', f.view, ctx.groups, f.keyword ?? '', settled.from, settled.to]),
          () => read(settled),
          (v) => v.length,
        )
      : [],
    live ? read(live) : [],
  ]);
  const counts = new Map<string, number>(old);
  for (const [k, n] of now) counts.set(k, (counts.get(k) ?? 0) + n);
  let total = 0;
  for (const n of counts.values()) total += n;
  const cloud = [...counts.entries()]
    // A function word searched alone says nothing about what people look for (issue 28).
    .filter(([keyword, n]) => keyword !== '' && n > 0 && !isFunctionWord(keyword))
    .sort(([ka, a], [kb, b]) => b - a || (ka < kb ? -1 : ka > kb ? 1 : 0))
    .slice(0, KEYWORD_CLOUD_SIZE)
    .map(([keyword, count]) => ({ keyword, count }));
  return { total, cloud };
}

function mapRow(r: Raw, names?: FilterNames) {
  return {
    id: Number(r.id),
    time: iso(r.occurred_at as Date),
    userId: r.user_id as number | null,
    userName: (r.user_name as string | null) ?? '',
    groupName: (r.group_name as string | null) ?? '',
    keyword: String(r.keyword),
    filters: describeFilters(r.filters, names),
    hits: Number(r.hits),
    tookMs: Number(r.took_ms),
    clickedTitle: (r.clicked_title as string | null) ?? null,
    position: (r.position as number | null) ?? null,
  };
}
