import { type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { indexTextOf, searchableItem } from '../domains/providers';

/** What the index needs of one published item, read from the knowledge tables. */
export type SourceRow = {
  id: number;
  domain_id: number;
  title: string;
  summary: string;
  /** Body text: the entry's plain text, a document's description and extracted text, a video's description. */
  body: string;
  author_id: number;
  group_id: number | null;
  visibility: string;
  views: number;
  /** Timestamps as PostgreSQL prints them (microseconds kept), so the index copy compares equal. */
  published_at: string;
  updated_at: string;
  year: number;
  label_ids: number[];
  vis_group_ids: number[];
  vis_user_ids: number[];
};

/**
 * Published, non-deleted items matching `where` (on alias `k`), with their
 * published version's text and what their domain adds to it (`indexText`),
 * where their domain lets them be searched (`searchable`: a held forum post
 * is not). Only these are searchable.
 */
export async function sourceRows(conn: Conn, where: SQL): Promise<SourceRow[]> {
  const r = await conn.execute<SourceRow>(sql`
    select k.id, k.domain_id, k.title, k.summary, k.author_id, k.group_id, k.visibility, k.views,
      k.published_at::text as published_at, k.updated_at::text as updated_at,
      extract(year from k.published_at at time zone 'Asia/Shanghai')::int as year,
      concat_ws(E'\n', nullif(v.content_text, ''), nullif(${indexTextOf()}, '')) as body,
      coalesce((select array_agg(kl.label_id order by kl.label_id) from knowledge_labels kl where kl.knowledge_id = k.id), '{}') as label_ids,
      coalesce((select array_agg(kv.group_id) from knowledge_visibility kv where kv.knowledge_id = k.id and kv.group_id is not null), '{}') as vis_group_ids,
      coalesce((select array_agg(kv.user_id) from knowledge_visibility kv where kv.knowledge_id = k.id and kv.user_id is not null), '{}') as vis_user_ids
    from knowledge k
    left join knowledge_versions v on v.knowledge_id = k.id and v.version = k.published_version
    where k.deleted_at is null and k.published_version is not null and k.published_at is not null and (${where})
      and ${searchableItem()}
    order by k.id`);
  return r.rows;
}
