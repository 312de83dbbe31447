import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { intArray } from '../lib/int-array';
import { type SourceRow, sourceRows } from './doc-source';
import { clearMentions, writeMentions } from './mentions';
import { normalise } from './normalise';
import { pinyinTokens } from './pinyin';
import { indexTokens, tokenText } from './tokens';

/**
 * Version of the tokenisation. Rows built with another version are rebuilt
 * at start (rebuild.ts); bump it whenever indexTokens, pinyinTokens or
 * normalise change what they produce.
 */
export const INDEX_VERSION = 4;

/** Indexed characters of summary and body; the rest of a very long document is not searchable. */
export const INDEX_TEXT_MAX = 60_000;

/** Whitespace runs (line breaks of poems, paragraphs) collapse to one space, in the index and in snippets alike. */
export const collapseSpace = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The searchable text of an item: summary, then body, as shown in snippets. */
export function searchableText(summary: string, body: string): string {
  return collapseSpace([summary, body].filter((s) => s.trim() !== '').join(' ')).slice(0, INDEX_TEXT_MAX);
}

export interface DocRow {
  source: SourceRow;
  titleNorm: string;
  bodyNorm: string;
  titleTokens: string;
  summaryTokens: string;
  bodyTokens: string;
  titleTsvTokens: string;
  /** Full pinyin and initials of the title from its first syllable (suggestions rank titles that begin with the typed pinyin first). */
  titlePinyin: string;
  titleInitials: string;
}

/** Tokenises one item (pure: no database). */
export function buildDoc(source: SourceRow): DocRow {
  const titleNorm = normalise(source.title);
  const summaryNorm = normalise(collapseSpace(source.summary));
  const bodyNorm = normalise(searchableText(source.summary, source.body));
  const titleTokens = indexTokens(titleNorm);
  const pinyin = pinyinTokens(titleNorm);
  return {
    source,
    titleNorm,
    bodyNorm,
    titleTokens: tokenText(titleTokens, 1),
    summaryTokens: tokenText(indexTokens(summaryNorm), 2, 100_000),
    bodyTokens: tokenText(indexTokens(bodyNorm.slice(summaryNorm.length)), 3),
    titleTsvTokens: tokenText([...titleTokens, ...pinyin.all], 1),
    titlePinyin: pinyin.full,
    titleInitials: pinyin.initials,
  };
}

const BATCH = 400;

/** Writes (inserts or replaces) index rows, several hundred per statement. */
export async function writeDocs(conn: Conn, docs: DocRow[]): Promise<void> {
  for (let i = 0; i < docs.length; i += BATCH) {
    const rows = docs.slice(i, i + BATCH).map((d) => {
      const s = d.source;
      return sql`(${s.id}, ${s.domain_id}, ${d.titleNorm}, ${d.bodyNorm}, ${d.bodyNorm.length},
        setweight(to_tsvector('simple', ${d.titleTokens}), 'A') || setweight(to_tsvector('simple', ${d.summaryTokens}), 'B')
          || setweight(to_tsvector('simple', ${d.bodyTokens}), 'D'),
        to_tsvector('simple', ${d.titleTsvTokens}), ${d.titlePinyin}, ${d.titleInitials},
        ${intArray(s.label_ids)}, hashtextextended(${`${s.domain_id}/${s.year}/${s.label_ids.join(',')}`}, 0),
        ${s.year}, ${s.author_id}, ${s.group_id}, ${s.visibility === 'all'},
        ${s.vis_group_ids.length ? intArray(s.vis_group_ids) : null}::int[], ${s.vis_user_ids.length ? intArray(s.vis_user_ids) : null}::int[],
        ${s.published_at}::timestamptz, ${s.updated_at}::timestamptz,
        ${s.views}, ${INDEX_VERSION})`;
    });
    // The facet keys go into search_facets in the same statement (search.ts reads facet values from there).
    await conn.execute(sql`
      with written as (insert into search_docs (knowledge_id, domain_id, title_norm, body_norm, body_len, tsv, title_tsv, title_pinyin, title_initials, label_ids, facet_key, year,
        author_id, group_id, vis_all, vis_group_ids, vis_user_ids, published_at, updated_at, views, index_version)
      values ${sql.join(rows, sql`, `)}
      on conflict (knowledge_id) do update set domain_id = excluded.domain_id, title_norm = excluded.title_norm,
        body_norm = excluded.body_norm, body_len = excluded.body_len, tsv = excluded.tsv, title_tsv = excluded.title_tsv,
        title_pinyin = excluded.title_pinyin, title_initials = excluded.title_initials,
        label_ids = excluded.label_ids, facet_key = excluded.facet_key, year = excluded.year, author_id = excluded.author_id, group_id = excluded.group_id,
        vis_all = excluded.vis_all, vis_group_ids = excluded.vis_group_ids, vis_user_ids = excluded.vis_user_ids,
        published_at = excluded.published_at, updated_at = excluded.updated_at, views = excluded.views,
        index_version = excluded.index_version
      returning facet_key, domain_id, year, label_ids)
      insert into search_facets (facet_key, domain_id, year, label_ids)
      select distinct on (facet_key) facet_key, domain_id, year, label_ids from written order by facet_key
      on conflict (facet_key) do nothing`);
  }
  // The knowledge graph's mentions are read from the same normalised text and kept fresh by the same writes.
  await writeMentions(
    conn,
    docs.map((d) => ({ knowledgeId: d.source.id, text: `${d.titleNorm}\n${d.bodyNorm}` })),
  );
}

/**
 * Brings one item's index row in line with the knowledge tables: written when
 * the item is published and live, removed otherwise. Called inside the
 * transaction that changed the item, so the change and the index commit
 * together (searchable, or gone, the moment the change is visible).
 */
export async function reindexItem(conn: Conn, id: number): Promise<void> {
  const rows = await sourceRows(conn, sql`k.id = ${id}`);
  if (rows.length === 0) {
    await conn.execute(sql`delete from search_docs where knowledge_id = ${id}`);
    await clearMentions(conn, [id]);
    return;
  }
  await writeDocs(conn, rows.map(buildDoc));
}
