import { sql } from 'drizzle-orm';
import type { Reader } from '../../access/reader';
import type { Db } from '../../db/client';
import { actor } from '../../events/actor';
import { recordEvent } from '../../events/record-event';
import { notFound } from '../../http/errors';
import { readableBy } from '../../knowledge/access';
import { normalise } from '../../search/normalise';
import { pinyinOf } from '../../search/pinyin';

/** The filters of a search as logged: only those given. */
export function loggedFilters(input: Record<string, unknown>): Record<string, unknown> {
  const keys = ['domainIds', 'labelIds', 'years', 'groupIds', 'authorIds', 'dateFrom', 'dateTo', 'sort', 'page', 'size'];
  return Object.fromEntries(
    keys
      .filter((k) => input[k] !== undefined && !(Array.isArray(input[k]) && (input[k] as unknown[]).length === 0))
      .map((k) => [k, input[k]]),
  );
}

/**
 * Records one search for the search-log report and suggestions, with its
 * `search` event (decision 020); returns the log id the SPA reports clicks
 * with. A search that found something also counts towards its keyword's day
 * (popular queries, suggest.ts). Committed before the search is answered:
 * the SPA reports clicks and feedback against this id.
 */
export async function logSearch(
  db: Db,
  who: { id: number; ip?: string },
  entry: { keyword: string; filters: Record<string, unknown>; total: number; tookMs: number },
): Promise<number> {
  const norm = normalise(entry.keyword).trim().replace(/\s+/g, ' ');
  const log = sql`insert into search_logs (user_id, keyword, keyword_norm, filters, total, took_ms)
    values (${who.id}, ${entry.keyword}, ${norm}, ${JSON.stringify(entry.filters)}::jsonb, ${entry.total}, ${entry.tookMs})
    returning id, created_at`;
  const py = norm === '' || entry.total === 0 ? null : pinyinOf(norm);
  return db.transaction(async (tx) => {
    const rows = py
      ? await tx.execute<{ id: number }>(sql`
        with log as (${log}),
        query as (
          insert into search_queries (keyword_norm, keyword, keyword_pinyin, keyword_initials)
          values (${norm}, ${entry.keyword}, ${py.full}, ${py.initials})
          on conflict (keyword_norm) do update set keyword = excluded.keyword
            where search_queries.keyword is distinct from excluded.keyword),
        day as (
          insert into search_query_days (day, keyword_norm, user_id, searches, last_at)
          select (log.created_at at time zone 'Asia/Shanghai')::date, ${norm}, ${who.id}, 1, log.created_at from log
          on conflict (day, keyword_norm, user_id) do update
            set searches = search_query_days.searches + 1, last_at = excluded.last_at)
        select id from log`)
      : await tx.execute<{ id: number }>(log);
    const id = rows.rows[0].id;
    await recordEvent(tx, {
      action: 'search',
      ...actor(who),
      objectId: id,
      detail: { keyword: entry.keyword, filters: entry.filters, hits: entry.total, tookMs: entry.tookMs },
    });
    return id;
  });
}

/** A search of the caller's; anyone else's log rows are not found. */
async function ownSearch(db: Db, userId: number, searchId: number): Promise<void> {
  const r = await db.execute(sql`select 1 from search_logs where id = ${searchId} and user_id = ${userId}`);
  if (r.rows.length === 0) throw notFound('搜索记录不存在');
}

/**
 * Records a click on a result: the last clicked item and position, and the
 * number of clicks. Only an item the caller may read can have been a result;
 * any other id, existing or not, gets one answer, so clicks cannot probe ids.
 */
export async function logClick(db: Db, reader: Reader, c: { searchId: number; knowledgeId: number; position: number }) {
  await ownSearch(db, reader.id, c.searchId);
  const known = await db.execute<{ domain_id: number }>(
    sql`select k.domain_id from knowledge k where k.id = ${c.knowledgeId} and ${readableBy(reader)}`,
  );
  if (known.rows.length === 0) throw notFound('知识不存在或无权查看');
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update search_logs set clicked_knowledge_id = ${c.knowledgeId}, clicked_position = ${c.position},
        clicked_at = now(), click_count = click_count + 1
      where id = ${c.searchId}`);
    await recordEvent(tx, {
      action: 'click',
      ...actor(reader),
      subject: { type: known.rows[0].domain_id, id: c.knowledgeId },
      objectId: c.searchId,
      detail: { position: c.position },
    });
  });
}

/**
 * Stores the caller's verdict on a search; a second verdict replaces the
 * first. A `feedback` event is recorded when the verdict is new or changed
 * (the same verdict sent again changes nothing).
 */
export async function saveFeedback(
  db: Db,
  who: { id: number; ip?: string },
  f: { searchId: number; useful: boolean; comment: string },
) {
  await ownSearch(db, who.id, f.searchId);
  await db.transaction(async (tx) => {
    const saved = await tx.execute(sql`
      insert into search_feedback (search_id, user_id, useful, comment) values (${f.searchId}, ${who.id}, ${f.useful}, ${f.comment})
      on conflict (search_id) do update set useful = excluded.useful, comment = excluded.comment, updated_at = now()
        where (search_feedback.useful, search_feedback.comment) is distinct from (excluded.useful, excluded.comment)
      returning search_id`);
    if (saved.rows.length === 0) return;
    await recordEvent(tx, { action: 'feedback', ...actor(who), objectId: f.searchId, detail: { useful: f.useful } });
  });
}
