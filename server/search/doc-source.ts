import { type SQL, sql } from 'drizzle-orm';
import { DOMAIN_IDS } from '../../contract/domains';
import type { Conn } from '../db/client';

/** Documents carry a file; the id goes into the SQL text (not a parameter) so the statement and its plan stay as they were. */
const FILE_DOMAIN = sql.raw(String(DOMAIN_IDS.library));
/** Forum posts (decision 033): their case parts and visible answers are part of the body; held and hidden posts are not searchable. */
const FORUM_DOMAIN = sql.raw(String(DOMAIN_IDS.bbs));
/** On alias `k`: not a forum post, or a visible one (held and hidden posts stay out of the index). */
export const FORUM_VISIBLE = sql`(k.domain_id <> ${FORUM_DOMAIN}
  or exists (select 1 from bbs_posts bp where bp.knowledge_id = k.id and bp.state = 'visible'))`;
const TAGS = sql.raw(`'<[^>]*>'`);
const FORUM_TEXT = sql`case when k.domain_id = ${FORUM_DOMAIN} then concat_ws(E'\n',
    (select nullif(concat_ws(E'\n', nullif(regexp_replace(bp.case_background, ${TAGS}, ' ', 'g'), ''),
        nullif(regexp_replace(bp.case_problem, ${TAGS}, ' ', 'g'), ''), nullif(regexp_replace(bp.case_analysis, ${TAGS}, ' ', 'g'), ''),
        nullif(regexp_replace(bp.case_solution, ${TAGS}, ' ', 'g'), ''), nullif(regexp_replace(bp.case_result, ${TAGS}, ' ', 'g'), '')), '')
      from bbs_posts bp where bp.knowledge_id = k.id),
    (select string_agg(a.content_text, E'\n' order by a.id) from bbs_answers a where a.post_id = k.id and a.state = 'visible'))
  end`;

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

/** On alias `k`: not a forum post waiting for a moderator or hidden by one (decision 033); those are not searchable. */
export const notWithheld = sql`not exists (select 1 from bbs_posts bp where bp.knowledge_id = k.id and bp.state <> 'visible')`;

/**
 * Published, non-deleted items matching `where` (on alias `k`), with their
 * published version's text (forum posts: only visible ones). Only these are searchable.
 */
export async function sourceRows(conn: Conn, where: SQL): Promise<SourceRow[]> {
  const r = await conn.execute<SourceRow>(sql`
    select k.id, k.domain_id, k.title, k.summary, k.author_id, k.group_id, k.visibility, k.views,
      k.published_at::text as published_at, k.updated_at::text as updated_at,
      extract(year from k.published_at at time zone 'Asia/Shanghai')::int as year,
      concat_ws(E'\n', nullif(v.content_text, ''), nullif(df.extracted_text, ''), nullif(${FORUM_TEXT}, '')) as body,
      coalesce((select array_agg(kl.label_id order by kl.label_id) from knowledge_labels kl where kl.knowledge_id = k.id), '{}') as label_ids,
      coalesce((select array_agg(kv.group_id) from knowledge_visibility kv where kv.knowledge_id = k.id and kv.group_id is not null), '{}') as vis_group_ids,
      coalesce((select array_agg(kv.user_id) from knowledge_visibility kv where kv.knowledge_id = k.id and kv.user_id is not null), '{}') as vis_user_ids
    from knowledge k
    left join knowledge_versions v on v.knowledge_id = k.id and v.version = k.published_version
    left join document_files df on df.knowledge_id = k.id and df.version = k.published_version and k.domain_id = ${FILE_DOMAIN}
    where k.deleted_at is null and k.published_version is not null and k.published_at is not null and (${where})
      and ${FORUM_VISIBLE}
    order by k.id`);
  return r.rows;
}
