/**
 * Every daily rollup of the events a CTE named `ins` returned (occurred_at,
 * action, user_id, group_id, domain_id, subject_id, detail), as CTEs and a
 * final insert to follow `with ins as (…),` — the one definition the live
 * write path, the demo seed and the rebuild share (decision 020, 028).
 *
 * Keys are upserted in key order, so concurrent writers lock rollup rows in
 * the same order. A `watch` event's detail may carry its seconds (the seed's
 * do), which become the amount; live heartbeats add theirs with
 * `addEventAmount`. Absent parts of a key (no user, group, item) are 0.
 */
export const ROLLUPS_OF_INS = `
  keyed as (
    select (occurred_at at time zone 'Asia/Shanghai')::date as day, occurred_at, action,
      coalesce(user_id, 0) as uid, coalesce(group_id, 0) as gid, coalesce(domain_id, 0)::smallint as dom,
      domain_id, subject_id, detail,
      case when action = 'watch' then coalesce((detail->>'seconds')::bigint, 0) else 0 end as seconds
    from ins),
  by_user as (
    insert into event_daily (day, user_id, group_id, domain_id, action, count, amount)
    select day, uid, gid, dom, action, count(*)::int, sum(seconds) from keyed
    group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
    on conflict (day, user_id, group_id, domain_id, action)
      do update set count = event_daily.count + excluded.count, amount = event_daily.amount + excluded.amount),
  by_group as (
    insert into group_daily (day, group_id, domain_id, action, count, amount)
    select day, gid, dom, action, count(*)::int, sum(seconds) from keyed
    group by 1, 2, 3, 4 order by 1, 2, 3, 4
    on conflict (day, group_id, domain_id, action)
      do update set count = group_daily.count + excluded.count, amount = group_daily.amount + excluded.amount),
  by_person as (
    insert into user_daily (day, user_id, group_id, domains)
    select day, uid, gid, bit_or(1 << dom) from keyed where uid <> 0
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (day, user_id, group_id) do update set domains = user_daily.domains | excluded.domains
      -- Most events of an active person add no new domain: no row version is written for them.
      where user_daily.domains <> (user_daily.domains | excluded.domains)),
  by_keyword as (
    insert into keyword_daily (day, user_id, group_id, keyword, count, no_hits, last_at)
    select day, uid, gid, coalesce(detail->>'keyword', ''), count(*)::int,
      (count(*) filter (where coalesce((detail->>'hits')::int, 0) = 0))::int, max(occurred_at)
    from keyed where action = 'search'
    group by 1, 2, 3, 4 order by 1, 2, 3, 4
    on conflict (day, user_id, group_id, keyword) do update set count = keyword_daily.count + excluded.count,
      no_hits = keyword_daily.no_hits + excluded.no_hits, last_at = greatest(keyword_daily.last_at, excluded.last_at)),
  by_keyword_month as (
    insert into keyword_monthly (month, user_id, group_id, keyword, count, no_hits, last_at)
    select date_trunc('month', day)::date, uid, gid, coalesce(detail->>'keyword', ''), count(*)::int,
      (count(*) filter (where coalesce((detail->>'hits')::int, 0) = 0))::int, max(occurred_at)
    from keyed where action = 'search'
    group by 1, 2, 3, 4 order by 1, 2, 3, 4
    on conflict (month, user_id, group_id, keyword) do update set count = keyword_monthly.count + excluded.count,
      no_hits = keyword_monthly.no_hits + excluded.no_hits, last_at = greatest(keyword_monthly.last_at, excluded.last_at)),
  by_subject_month as (
    insert into subject_monthly (month, domain_id, subject_id, group_id, action, count, amount)
    select date_trunc('month', day)::date, domain_id, subject_id, gid, action, count(*)::int, sum(seconds) from keyed
    where domain_id is not null and subject_id is not null
    group by 1, 2, 3, 4, 5 order by 2, 3, 1, 4, 5
    on conflict (domain_id, subject_id, month, group_id, action)
      do update set count = subject_monthly.count + excluded.count, amount = subject_monthly.amount + excluded.amount)
  insert into subject_daily (day, domain_id, subject_id, group_id, action, count, amount)
  select day, domain_id, subject_id, gid, action, count(*)::int, sum(seconds) from keyed
  where domain_id is not null and subject_id is not null
  group by 1, 2, 3, 4, 5 order by 2, 3, 1, 4, 5
  on conflict (domain_id, subject_id, day, group_id, action)
    do update set count = subject_daily.count + excluded.count, amount = subject_daily.amount + excluded.amount`;

/** The rollup tables, for a rebuild that empties them first. */
export const ROLLUP_TABLES = [
  'event_daily',
  'group_daily',
  'user_daily',
  'keyword_daily',
  'keyword_monthly',
  'subject_daily',
  'subject_monthly',
] as const;
