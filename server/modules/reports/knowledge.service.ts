import { domainHas } from '@contract/platform/domains';
import { KNOWLEDGE_COLUMNS, KNOWLEDGE_STATE_NAMES, type knowledgeReportInput } from '@contract/reports/reports-knowledge';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { readableBy } from '../../knowledge/access';
import { intArray } from '../../lib/int-array';
import { keywordFilter } from '../../search/keyword-filter';
import { eventPeriod, groupCond, iso, orderBy, type ReportCtx } from './report-context';
import type { ReportTable } from './report-table';
import { rolledRows } from './rolled-rows';
import { settledCounts } from './settled';

type Input = z.output<typeof knowledgeReportInput>;
type Raw = Record<string, unknown>;

const ACTIVITY_SORTS = { reads: 'reads', likes: 'likes', favourites: 'favourites', comments: 'comments', downloads: 'downloads' };
const SORTS: Record<Input['view'], Record<string, string>> = {
  items: { title: 'k.title', versions: 'k.latest_version', ...ACTIVITY_SORTS },
  labels: { name: 'l.name', items: 'items', ...ACTIVITY_SORTS },
  groups: { name: 'name', items: 'items', ...ACTIVITY_SORTS },
  unread: { title: 'k.title', createdAt: 'k.created_at' },
};
/** The action each activity column counts. */
const ACTION_OF = { reads: 'view', likes: 'like', favourites: 'favourite', comments: 'comment', downloads: 'download' } as const;
const TIEBREAK: Record<Input['view'], string> = { items: 'k.id', labels: 'l.id', groups: 'id', unread: 'k.id' };
const DEFAULT_SORT: Record<Input['view'], { key: string; desc: boolean }> = {
  items: { key: 'reads', desc: true },
  labels: { key: 'reads', desc: true },
  groups: { key: 'reads', desc: true },
  unread: { key: 'createdAt', desc: true },
};

const stateOf = (status: string, deletedAt: unknown) =>
  deletedAt ? KNOWLEDGE_STATE_NAMES.deleted : (KNOWLEDGE_STATE_NAMES[status] ?? status);

/**
 * The items of the domain in scope that the caller may not read: the item
 * list leaves them out and says how many (the label and group rows count
 * them). Not narrowed by the title keyword, which would probe their titles.
 */
export async function hiddenItems(ctx: ReportCtx, domainId: number): Promise<number> {
  const r = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from knowledge k
    where k.domain_id = ${domainId} and ${groupCond(ctx, 'k.group_id')} and not ${readableBy(ctx.reader)}`);
  return r.rows[0].n;
}

/**
 * The wiki and library tables. Counts come from the per-item rollup by people
 * in scope; rows are the items owned by groups in scope. Item rows (and the
 * unread list) hold only items the caller may read; label and group rows
 * count the others too, without naming them (decision 028).
 */
export function knowledgeTable(
  ctx: ReportCtx,
  domainId: number,
  f: Input,
  /** The sorted column's count per item when the caller has them (`itemSortCounts`); else summed here. */
  sortedCounts?: Map<number, number>,
): ReportTable<Raw, Raw> {
  const columns = KNOWLEDGE_COLUMNS[f.view].filter((c) => c.key !== 'downloads' || domainHas(domainId, 'file'));
  const order = orderBy(SORTS[f.view], columns, f, DEFAULT_SORT[f.view], TIEBREAK[f.view]);
  const act = sql`act as (
    select s.subject_id,
      coalesce(sum(s.count) filter (where s.action = 'view'), 0)::int as reads,
      coalesce(sum(s.count) filter (where s.action = 'like'), 0)::int as likes,
      coalesce(sum(s.count) filter (where s.action = 'favourite'), 0)::int as favourites,
      coalesce(sum(s.count) filter (where s.action = 'comment'), 0)::int as comments,
      coalesce(sum(s.count) filter (where s.action = 'download'), 0)::int as downloads
    from ${rolledRows('subject', f)} s
    where s.domain_id = ${domainId} and ${groupCond(ctx, 's.group_id')}
    group by s.subject_id)`;
  const owned = sql`k.domain_id = ${domainId} and ${groupCond(ctx, 'k.group_id')}`;
  const sums = sql`coalesce(sum(a.reads), 0)::int as reads, coalesce(sum(a.likes), 0)::int as likes,
    coalesce(sum(a.favourites), 0)::int as favourites, coalesce(sum(a.comments), 0)::int as comments,
    coalesce(sum(a.downloads), 0)::int as downloads`;
  const titled = (column: string) => (f.keyword ? keywordFilter([sql.raw(column)], f.keyword) : sql`true`);

  if (f.view === 'items') {
    const where = sql`${owned} and ${readableBy(ctx.reader)} and ${titled('k.title')}`;
    const rows = rolledRows('subject', f);
    const inScope = groupCond(ctx, 's.group_id');
    // Only the sorted figure is summed for every item (one action, read from its index); the
    // page's rows get all their figures, and their distinct readers, after the page is picked.
    const sortKey = f.sort ?? DEFAULT_SORT.items.key;
    const sortAction = ACTION_OF[sortKey as keyof typeof ACTION_OF];
    const sorted = !sortAction
      ? sql`(select null::int as subject_id, 0 as n where false)`
      : sortedCounts
        ? sql`(select * from unnest(${intArray([...sortedCounts.keys()])}, ${intArray([...sortedCounts.values()])}) as t(subject_id, n))`
        : sql`(select s.subject_id, sum(s.count)::int as n from ${rows} s
          where s.domain_id = ${domainId} and s.action = ${sortAction} and ${inScope} group by 1)`;
    return {
      columns,
      rows: (tail) => sql`
        select k.id, k.title, k.group_name, k.status, k.deleted_at, k.latest_version, k.versions,
          fig.reads, fig.likes, fig.favourites, fig.comments, fig.downloads,
          (select count(distinct e.user_id)::int from events e where e.action = 'view' and e.domain_id = ${domainId}
            and e.subject_id = k.id and ${eventPeriod(f)} and ${groupCond(ctx, 'e.group_id')}) as readers
        from (
          select k.id, k.title, g.name as group_name, k.status, k.deleted_at, k.latest_version,
            k.latest_version as versions, coalesce(sk.n, 0) as ${sql.identifier(sortAction ? sortKey : 'sort_n')}
          from knowledge k left join groups g on g.id = k.group_id left join ${sorted} sk on sk.subject_id = k.id
          where ${where} ${order} ${tail}) k
        cross join lateral (
          select coalesce(sum(s.count) filter (where s.action = 'view'), 0)::int as reads,
            coalesce(sum(s.count) filter (where s.action = 'like'), 0)::int as likes,
            coalesce(sum(s.count) filter (where s.action = 'favourite'), 0)::int as favourites,
            coalesce(sum(s.count) filter (where s.action = 'comment'), 0)::int as comments,
            coalesce(sum(s.count) filter (where s.action = 'download'), 0)::int as downloads
          from ${rows} s where s.domain_id = ${domainId} and s.subject_id = k.id and ${inScope}) fig
        ${order}`,
      count: sql`select count(*)::int as total from knowledge k where ${where}`,
      map: (r) => ({
        id: r.id,
        title: r.title,
        groupName: r.group_name ?? '',
        reads: r.reads,
        readers: r.readers,
        likes: r.likes,
        favourites: r.favourites,
        comments: r.comments,
        downloads: r.downloads,
        versions: r.versions,
        state: stateOf(String(r.status), r.deleted_at),
      }),
    };
  }
  if (f.view === 'unread') {
    // Only what readers could have read: published and not deleted (a draft or pending item is unread by definition).
    const where = sql`${owned} and k.published_version is not null and k.deleted_at is null
      and ${readableBy(ctx.reader)} and ${titled('k.title')} and not exists (
      select 1 from ${rolledRows('subject', f)} s where s.domain_id = ${domainId} and s.subject_id = k.id and s.action = 'view'
        and ${groupCond(ctx, 's.group_id')})`;
    return {
      columns,
      rows: (tail) => sql`
        select k.id, k.title, g.name as group_name, au.nickname as author, k.created_at, k.status, k.deleted_at
        from knowledge k left join groups g on g.id = k.group_id left join users au on au.id = k.author_id
        where ${where} ${order} ${tail}`,
      count: sql`select count(*)::int as total from knowledge k where ${where}`,
      map: (r) => ({
        id: r.id,
        title: r.title,
        groupName: r.group_name ?? '',
        author: r.author ?? '',
        createdAt: iso(r.created_at as Date),
        state: stateOf(String(r.status), r.deleted_at),
      }),
    };
  }
  const live = sql`${owned} and k.deleted_at is null`;
  const aggregate = (r: Raw) => ({
    id: r.id,
    name: r.name,
    items: r.items,
    reads: r.reads,
    likes: r.likes,
    favourites: r.favourites,
    comments: r.comments,
    downloads: r.downloads,
  });
  if (f.view === 'labels') {
    const where = sql`${live} and ${titled('l.name')}`;
    const from = sql`knowledge k join knowledge_labels kl on kl.knowledge_id = k.id join labels l on l.id = kl.label_id`;
    return {
      columns,
      rows: (tail) => sql`with ${act}
        select l.id, l.name, count(*)::int as items, ${sums}
        from ${from} left join act a on a.subject_id = k.id
        where ${where} group by l.id, l.name ${order} ${tail}`,
      count: sql`select count(distinct l.id)::int as total from ${from} where ${where}`,
      map: aggregate,
    };
  }
  const groupName = sql`coalesce(g.name, '无部门')`;
  const where = sql`${live} and ${f.keyword ? keywordFilter([groupName], f.keyword) : sql`true`}`;
  return {
    columns,
    rows: (tail) => sql`with ${act}
      select coalesce(k.group_id, 0) as id, ${groupName} as name, count(*)::int as items, ${sums}
      from knowledge k left join groups g on g.id = k.group_id left join act a on a.subject_id = k.id
      where ${where} group by 1, 2 ${order} ${tail}`,
    count: sql`select count(distinct coalesce(k.group_id, 0))::int as total
      from knowledge k left join groups g on g.id = k.group_id where ${where}`,
    map: aggregate,
  };
}

/**
 * The sorted column's count per item of the items view (reads, likes …) over
 * the period, the settled days once per process (see `settledCounts`); null
 * when the view or the sort needs none.
 */
export async function itemSortCounts(ctx: ReportCtx, domainId: number, f: Input): Promise<Map<number, number> | undefined> {
  const action = ACTION_OF[(f.sort ?? DEFAULT_SORT.items.key) as keyof typeof ACTION_OF];
  if (f.view !== 'items' || !action) return undefined;
  const counts = await settledCounts(
    ctx,
    `items-${domainId}-${action}`,
    f,
    (span) => sql`
      select s.subject_id as k, sum(s.count)::int as n from ${rolledRows('subject', span)} s
      where s.domain_id = ${domainId} and s.action = ${action} and ${groupCond(ctx, 's.group_id')} group by 1`,
  );
  return counts as Map<number, number>;
}
