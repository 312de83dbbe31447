import { type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../db/client';

/**
 * Replaces or removes one label on every item that carries it, in a few
 * set-based statements (a label may sit on a hundred thousand items): every
 * version (history included, so a rollback or an edit of an old draft does
 * not bring back a label that no longer exists), the list-facing label table,
 * and the search index with its facet keys. Run inside the caller's
 * transaction, before the label row itself goes.
 */

/**
 * Items carrying a label now: its label table rows (the published version,
 * or the newest of a never published item: mirror.ts) and the newest version
 * of a published item with an edit pending. Only those few versions are read,
 * not every item's. Items in the recycle bin count: they keep their labels
 * for a restore.
 */
export function carriersOf(labelIds: SQL): SQL {
  return sql`(
    select kl.knowledge_id, kl.label_id from knowledge_labels kl where kl.label_id = any(${labelIds})
    union
    select v.knowledge_id, u.label_id
    from knowledge k join knowledge_versions v on v.knowledge_id = k.id and v.version = k.latest_version
      cross join lateral unnest(v.label_ids) as u(label_id)
    where k.published_version is not null and k.latest_version <> k.published_version
      and v.label_ids && ${labelIds} and u.label_id = any(${labelIds}))`;
}

/** How many items carry any of the labels now (see carriersOf). */
export async function countCarriers(conn: Conn, labelIds: number[]): Promise<number> {
  if (labelIds.length === 0) return 0;
  const ids = sql`${sql.param(labelIds)}::int[]`;
  const r = await conn.execute<{ n: number }>(sql`select count(distinct c.knowledge_id)::int as n from ${carriersOf(ids)} c`);
  return r.rows[0]?.n ?? 0;
}

/** `from` becomes `to` on every item (no item holds `to` twice); `to` null removes `from`. */
export async function relabelItems(conn: Conn, from: number, to: number | null): Promise<void> {
  const has = sql`label_ids @> array[${from}::int]`;
  // Versions keep the order the editor chose; the merged label takes the place of the first of the two.
  const versionIds =
    to === null
      ? sql`array_remove(label_ids, ${from}::int)`
      : sql`array(select x from unnest(array_replace(label_ids, ${from}::int, ${to}::int)) with ordinality as u(x, i)
          group by x order by min(i))`;
  await conn.execute(sql`update knowledge_versions set label_ids = ${versionIds} where ${has}`);

  if (to !== null) {
    await conn.execute(sql`
      insert into knowledge_labels (knowledge_id, label_id)
      select knowledge_id, ${to}::int from knowledge_labels where label_id = ${from}
      order by knowledge_id on conflict do nothing`);
  }
  await conn.execute(sql`delete from knowledge_labels where label_id = ${from}`);

  // The index keeps label_ids sorted (doc-source.ts) and facet_key the hash writeDocs computes from them.
  const indexIds =
    to === null
      ? sql`array_remove(s.label_ids, ${from}::int)`
      : sql`array(select distinct x from unnest(array_replace(s.label_ids, ${from}::int, ${to}::int)) as x order by x)`;
  await conn.execute(sql`
    with next as (
      select s.knowledge_id, ${indexIds} as ids from search_docs s where s.label_ids @> array[${from}::int]
    ), written as (
      update search_docs d set label_ids = n.ids,
        facet_key = hashtextextended(d.domain_id::text || '/' || d.year::text || '/' || array_to_string(n.ids, ','), 0)
      from next n where d.knowledge_id = n.knowledge_id
      returning d.facet_key, d.domain_id, d.year, d.label_ids)
    insert into search_facets (facet_key, domain_id, year, label_ids)
    select distinct on (facet_key) facet_key, domain_id, year, label_ids from written order by facet_key
    on conflict (facet_key) do nothing`);
}
