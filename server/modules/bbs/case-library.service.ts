import { CASE_LABEL_NAME, type CaseItem } from '@contract/bbs/bbs-library';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Reader } from '../../access/reader';
import type { Db } from '../../db/client';
import { bbsPosts, knowledge, knowledgeLabels, knowledgeVersions, labels, users } from '../../db/schema/index';
import { publishedFor } from '../../knowledge/access';
import { labelIndex } from '../../lib/label-index';
import { paged } from '../../lib/paged';
import { keywordFilter } from '../../search/keyword-filter';
import { k, p, v } from './forum-aliases';

export interface CaseFilter {
  page: number;
  size: number;
  keyword?: string;
  labelId?: number;
  region?: string;
  product?: string;
  year?: number;
}

const EXCERPT = 120;
const YEAR = sql`extract(year from ${k.publishedAt} at time zone 'Asia/Shanghai')::int`;
/** A label of an item (l, kl) and the label's row (cl). */
const l = alias(knowledgeLabels, 'l');
const kl = alias(knowledgeLabels, 'kl');
const cl = alias(labels, 'cl');

/**
 * The case library (decision 033): published, visible forum posts of kind
 * `case` and published wiki entries carrying the label 知识类型 › 案例经验,
 * each only when the caller may read it (`publishedFor`). Wiki entries have
 * no region or product, so those filters keep forum cases only.
 */
function caseParts(reader: Reader, f: CaseFilter): { from: SQL; where: SQL } {
  const conditions: SQL[] = [sql`${publishedFor(reader)}`];
  if (f.keyword) {
    conditions.push(keywordFilter([sql`${k.title}`, sql`${v.contentText}`], f.keyword));
  }
  if (f.labelId !== undefined)
    conditions.push(
      sql`exists (select 1 from ${knowledgeLabels} ${l} where ${l.knowledgeId} = ${k.id} and ${l.labelId} = ${f.labelId})`,
    );
  if (f.year !== undefined) conditions.push(sql`${YEAR} = ${f.year}`);
  const wikiAllowed = f.region === undefined && f.product === undefined;
  if (f.region !== undefined) conditions.push(sql`${p.region} = ${f.region}`);
  if (f.product !== undefined) conditions.push(sql`${p.product} = ${f.product}`);
  const forumCase = sql`(${k.domainId} = ${DOMAIN_IDS.bbs} and ${p.kind} = 'case' and ${p.state} = 'visible')`;
  const wikiCase = wikiAllowed
    ? sql`(${k.domainId} = ${DOMAIN_IDS.wiki} and exists (
        select 1 from ${knowledgeLabels} ${kl} join ${labels} ${cl} on ${cl.id} = ${kl.labelId}
        where ${kl.knowledgeId} = ${k.id} and ${cl.name} = ${CASE_LABEL_NAME}))`
    : sql`false`;
  return {
    from: sql`${knowledge} ${k}
    join ${knowledgeVersions} ${v} on ${v.knowledgeId} = ${k.id} and ${v.version} = ${k.publishedVersion}
    left join ${bbsPosts} ${p} on ${p.knowledgeId} = ${k.id}`,
    where: sql`(${forumCase} or ${wikiCase}) and ${sql.join(conditions, sql` and `)}`,
  };
}

/** `from … where …` of the cases matching the filter. */
function caseSource(reader: Reader, f: CaseFilter): SQL {
  const c = caseParts(reader, f);
  return sql`from ${c.from} where ${c.where}`;
}

type CaseRow = {
  id: number;
  domain_id: number;
  title: string;
  excerpt: string;
  author_id: number;
  author_nickname: string;
  label_ids: number[];
  region: string | null;
  product: string | null;
  year: number;
  published_at: Date;
};

export async function listCases(db: Db, reader: Reader, f: CaseFilter): Promise<{ total: number; list: CaseItem[] }> {
  const [page, labels] = await Promise.all([
    paged<CaseRow>(db, {
      ...caseParts(reader, f),
      order: sql`${k.publishedAt} desc, ${k.id} desc`,
      columns: sql`${k.id}, ${k.domainId}, ${k.title},
        left(coalesce(nullif(${k.summary}, ''), nullif(${v.contentText}, ''),
          regexp_replace(coalesce(${p.caseBackground}, ''), '<[^>]*>', '', 'g')), ${EXCERPT}) as excerpt,
        ${k.authorId}, (select ${users.nickname} from ${users} where ${users.id} = ${k.authorId}) as author_nickname,
        coalesce((select array_agg(${l.labelId} order by ${l.labelId}) from ${knowledgeLabels} ${l} where ${l.knowledgeId} = ${k.id}), '{}') as label_ids,
        ${p.region}, ${p.product}, ${YEAR} as year, ${k.publishedAt}`,
      page: f.page,
      size: f.size,
    }),
    labelIndex(db),
  ]);
  return {
    total: page.total,
    list: page.list.map((r) => ({
      source: r.domain_id === DOMAIN_IDS.bbs ? 'bbs' : 'wiki',
      id: r.id,
      title: r.title,
      excerpt: r.excerpt,
      author: { id: r.author_id, nickname: r.author_nickname },
      labels: r.label_ids.flatMap((id) => labels.get(id) ?? []),
      region: r.region ?? '',
      product: r.product ?? '',
      year: r.year,
      publishedAt: new Date(r.published_at).toISOString(),
    })),
  };
}

/** The filters' choices with their counts over the cases the caller may read. */
export async function caseFacets(db: Db, reader: Reader) {
  const from = caseSource(reader, { page: 1, size: 1 });
  const facet = (column: SQL) =>
    db.execute<{ name: string; count: number }>(sql`select ${column} as name, count(*)::int as count ${from}
      and ${column} <> '' group by 1 order by 2 desc, 1 limit 100`);
  const [regions, products, years, labels] = await Promise.all([
    facet(sql`${p.region}`),
    facet(sql`${p.product}`),
    db.execute<{ year: number; count: number }>(
      sql`select ${YEAR} as year, count(*)::int as count ${from} group by 1 order by 1 desc limit 50`,
    ),
    // Cases per label, for the label rows (业务领域, 适用岗位): counted like the other rows (issue 28).
    db.execute<{ id: number; count: number }>(
      sql`select ${kl.labelId} as id, count(*)::int as count from ${knowledgeLabels} ${kl}
        where ${kl.knowledgeId} in (select ${k.id} ${from}) group by 1`,
    ),
  ]);
  return { regions: regions.rows, products: products.rows, years: years.rows, labels: labels.rows };
}
