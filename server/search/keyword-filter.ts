import { type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../lib/text';
import { normalise } from './normalise';

/**
 * A list's keyword filter (issue 29): any of `columns` holds the keyword as
 * typed or as the search engine normalises it (traditional → simplified,
 * full-width → half-width, case), so 報銷 or ＶＰＮ in a list's box finds
 * what the search page finds for 报销 or vpn. The keyword's `%` and `_` are
 * literal. Stored text is matched as it is: where a list has the search
 * index's normalised text at hand, add it as a column (knowledge lists do).
 */
export function keywordFilter(columns: readonly SQL[], keyword: string): SQL {
  const typed = likePattern(keyword);
  const norm = likePattern(normalise(keyword));
  const patterns = typed === norm ? [typed] : [typed, norm];
  return sql`(${sql.join(
    columns.flatMap((c) => patterns.map((p) => sql`${c} ilike ${p} escape '\\'`)),
    sql` or `,
  )})`;
}

/**
 * On alias `k`: the item's indexed text (normalised title, summary, body and
 * what its domain adds, such as a document's extracted text) holds the
 * normalised keyword. Only published items are indexed.
 */
export function indexedTextHas(keyword: string): SQL {
  const norm = likePattern(normalise(keyword));
  return sql`exists (select 1 from search_docs sd where sd.knowledge_id = k.id
    and (sd.title_norm like ${norm} escape '\\' or sd.body_norm like ${norm} escape '\\'))`;
}
