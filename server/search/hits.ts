import type { SearchHit } from '@contract/search/search';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { snippetTextOf } from '../domains/providers';
import { highlight, snippet } from './highlight';
import { INDEX_TEXT_MAX, searchableText } from './index-doc';

type HitRow = {
  id: number;
  domain_id: number;
  title: string;
  summary: string;
  body: string;
  views: number;
  updated_at: string;
  published_at: string;
  author_id: number;
  nickname: string;
  year: number;
  labels: { id: number; name: string }[];
};

const iso = (v: string | Date) => new Date(v).toISOString();

/** The page's items in the given order, with highlighted titles and snippets of their original text. */
export async function loadHits(db: Db, ids: number[], needles: string[]): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows = await prepared<HitRow>(
    db,
    'search-hits',
    sql`
    select k.id, k.domain_id, k.title, k.summary, k.views, k.updated_at, k.published_at, k.author_id, u.nickname,
      s.year,
      left(concat_ws(E'\n', nullif(v.content_text, ''), nullif(${snippetTextOf()}, '')), ${INDEX_TEXT_MAX * 2}) as body,
      coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.id)
        from labels l where l.id = any(s.label_ids)), '[]') as labels
    from knowledge k
    join search_docs s on s.knowledge_id = k.id
    join users u on u.id = k.author_id
    left join knowledge_versions v on v.knowledge_id = k.id and v.version = k.published_version
    where k.id = any(${sql.param(ids)}::int[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        domainId: row.domain_id,
        title: row.title,
        highlightTitle: highlight(row.title, needles),
        summary: row.summary,
        snippet: snippet(searchableText(row.summary, row.body), needles),
        labels: row.labels,
        year: row.year,
        author: { id: row.author_id, nickname: row.nickname },
        updatedAt: iso(row.updated_at),
        publishedAt: iso(row.published_at),
        views: row.views,
      },
    ];
  });
}
