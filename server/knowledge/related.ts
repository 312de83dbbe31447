import type { KnowledgeListItem } from '@contract/knowledge/knowledge';
import { WIKI_RELATED_MAX as RELATED_MAX } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Db } from '../db/client';
import { normalise } from '../search/normalise';
import { hanQuery } from '../search/parse';
import { runsOf, segmenter } from '../search/segment';
import { publishedFor } from './access';
import { readableItem } from './item';
import { LIST_COLUMNS, LIST_FROM, plain, toListItems } from './list';

/**
 * Share of an item's own score (what it shares with itself) another item
 * needs to count as related. A shared label weighs ln(items / items
 * carrying it), a shared title word ln(items / items holding it anywhere,
 * title or text: 管理办法, quoted in many texts, says little), so rare ones decide: 差旅 among two hundred
 * entries weighs ~3.2, a year or 全体员工 under 1. Relative, so that a small
 * domain (weights near 1) has related items as a large one does.
 */
export const RELATED_MIN_SHARE = 0.35;
/** The same owning group: weak evidence that only adds to the rest. */
const SAME_GROUP = 1;
/** Labels and title words carried by more items than this are no evidence (a dynasty, a collection of poems): nothing is read for them. */
const EVIDENCE_MAX_ITEMS = 5_000;
/** Title words looked at, the longest first. */
const TITLE_WORDS = 10;
/** Items counted for the domain's size: enough for the weights, bounded on a corpus of poems. */
const DOMAIN_COUNT_MAX = 100_000;

/**
 * Title words worth comparing: jieba's search words of two or more Han
 * characters (差旅费 gives 差旅 and 旅费 too, so 差旅报销 shares 差旅), the longest first.
 */
function titleWords(title: string): string[] {
  const words = new Set<string>();
  for (const run of runsOf(normalise(title))) {
    if (run.kind !== 'han') continue;
    for (const w of segmenter().cutForSearch(run.text, false)) if (w.length >= 2) words.add(w);
  }
  return [...words].sort((a, b) => b.length - a.length).slice(0, TITLE_WORDS);
}

/**
 * Published items the caller may read that are related to an item: sharing
 * rare labels, rare title words and the group, weighted by rarity (see
 * RELATED_MIN_SHARE), at most RELATED_MAX, strongest first, the better-known
 * (read, liked, kept) first among equals.
 */
export async function relatedItems(db: Db, reader: Reader, domainId: number, id: number): Promise<{ list: KnowledgeListItem[] }> {
  const item = await readableItem(db, reader, domainId, id);
  const words = titleWords(item.title);
  const wordRows = words.length
    ? sql`select q, (select count(*) from (select 1 from search_docs x where x.domain_id = ${domainId}
          and x.tsv @@ to_tsquery('simple', q) limit ${EVIDENCE_MAX_ITEMS + 1}) y)::float8 as df
        from unnest(${sql.param(words.map(hanQuery))}::text[]) as w(q)`
    : sql`select null::text as q, 0::float8 as df where false`;
  const r = await db.execute<Parameters<typeof toListItems>[1][number] & { score: number }>(sql`
    with n as (
      select greatest(count(*), 1)::float8 as items from (
        select 1 from search_docs where domain_id = ${domainId} limit ${DOMAIN_COUNT_MAX}) x),
    label_weights as (
      select ml.label_id, ln((select items from n) / count(*)) as w
      from knowledge_labels ml join knowledge_labels kl on kl.label_id = ml.label_id
      where ml.knowledge_id = ${item.id}
      group by ml.label_id having count(*) <= ${EVIDENCE_MAX_ITEMS}),
    word_weights as (
      select q, ln((select items from n) / greatest(df, 1)) as w from (${wordRows}) d where df <= ${EVIDENCE_MAX_ITEMS}),
    evidence as (
      select kl.knowledge_id as id, lw.w from label_weights lw join knowledge_labels kl on kl.label_id = lw.label_id
      union all
      select s.knowledge_id, ww.w from word_weights ww join search_docs s
        on s.domain_id = ${domainId} and s.title_tsv @@ to_tsquery('simple', ww.q)
      union all
      select g.id, ${SAME_GROUP}::float8 from (select k.id from knowledge k
        where k.group_id is not null and k.group_id = (select group_id from knowledge where id = ${item.id})
          and k.domain_id = ${domainId} limit ${EVIDENCE_MAX_ITEMS}) g),
    own as (
      select coalesce((select sum(w) from label_weights), 0) + coalesce((select sum(w) from word_weights), 0)
        + case when (select group_id from knowledge where id = ${item.id}) is null then 0 else ${SAME_GROUP} end as score),
    scored as (
      select e.id, sum(e.w) as score from evidence e where e.id <> ${item.id} group by e.id
      having sum(e.w) > 0 and sum(e.w) >= ${RELATED_MIN_SHARE} * (select score from own))
    select ${LIST_COLUMNS}, sc.score from scored sc join ${LIST_FROM} on k.id = sc.id
    where k.domain_id = ${domainId} and ${publishedFor(reader)}
    order by sc.score desc, k.views + 5 * k.like_count + 10 * k.favourite_count desc, k.published_at desc nulls last, k.id desc
    limit ${RELATED_MAX}`);
  return { list: (await toListItems(db, r.rows)).map(plain) };
}
