import type { DocumentListItem } from '@contract/library/library';
import { CHRONICLES_MAX, LIBRARY_HOME_BLOCK } from '@contract/library/library-views';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Reader } from '../../access/reader';
import type { Db } from '../../db/client';
import { documentMeta, knowledge } from '../../db/schema/index';
import { publishedFor } from '../../knowledge/access';
import { LIST_COLUMNS, LIST_FROM, type ListRow, pageItems, plain, toListItems } from '../../knowledge/list';
import { domainHome } from '../../knowledge/overview';
import { keywordFilter } from '../../search/keyword-filter';
import { withDownloads } from './document-meta';

const LIBRARY = DOMAIN_IDS.library;

/** The list's alias for the item (`LIST_FROM`: `knowledge k`) and this file's for the document's facts. */
const k = alias(knowledge, 'k');
const m = alias(documentMeta, 'm');

/** The documents home: the wiki home's categories and counts, the newest and the most downloaded. */
export async function libraryHome(db: Db, reader: Reader) {
  const home = await domainHome(db, reader, LIBRARY);
  const visible = sql`${k.domainId} = ${LIBRARY} and ${publishedFor(reader)}`;
  const block = { where: visible, page: 1, size: LIBRARY_HOME_BLOCK };
  const [newest, most] = await Promise.all([
    pageItems(db, { ...block, orderBy: sql`${k.publishedAt} desc nulls last, ${k.id} desc` }),
    pageItems(db, {
      ...block,
      orderBy: sql`coalesce((select ${m.downloadCount} from ${documentMeta} ${m} where ${m.knowledgeId} = ${k.id}), 0) desc,
        ${k.publishedAt} desc nulls last, ${k.id} desc`,
    }),
  ]);
  return {
    labelGroups: home.labelGroups,
    groups: home.groups,
    newest: await withDownloads(db, newest.list),
    mostDownloaded: await withDownloads(db, most.list),
    total: home.total,
  };
}

type ChronicleRow = ListRow & { region: string; year: number; download_count: number };
const byName = new Intl.Collator('zh-CN');

/**
 * The local-chronicle (地方志) collection: published chronicle documents the
 * caller may read, grouped by region (by name) and year (newest first).
 */
export async function chronicles(db: Db, reader: Reader, q: { region?: string; year?: number; keyword?: string }) {
  const parts = [sql`${k.domainId} = ${LIBRARY}`, publishedFor(reader), sql`${m.isChronicle}`];
  if (q.region) parts.push(sql`${m.region} = ${q.region}`);
  if (q.year !== undefined) parts.push(sql`${m.year} = ${q.year}`);
  if (q.keyword) {
    parts.push(keywordFilter([sql`${k.title}`, sql`${k.summary}`, sql`${m.region}`], q.keyword));
  }
  const rows = await db.execute<ChronicleRow>(sql`
    select ${LIST_COLUMNS}, ${m.region}, ${m.year}, ${m.downloadCount}
    from ${LIST_FROM} join ${documentMeta} ${m} on ${m.knowledgeId} = ${k.id}
    where ${sql.join(parts, sql` and `)} and ${m.region} is not null and ${m.year} is not null
    order by ${m.year} desc, ${k.publishedAt} desc nulls last, ${k.id} desc
    limit ${CHRONICLES_MAX + 1}`);
  const truncated = rows.rows.length > CHRONICLES_MAX;
  const items = await toListItems(db, rows.rows.slice(0, CHRONICLES_MAX));
  const regions = new Map<string, Map<number, DocumentListItem[]>>();
  for (const it of items) {
    const years = regions.get(it.row.region) ?? new Map<number, DocumentListItem[]>();
    regions.set(it.row.region, years);
    const list = years.get(it.row.year) ?? [];
    years.set(it.row.year, list);
    list.push({ ...plain(it), downloadCount: it.row.download_count });
  }
  return {
    regions: [...regions.entries()]
      .sort(([a], [b]) => byName.compare(a, b))
      .map(([region, years]) => ({
        region,
        count: [...years.values()].reduce((n, l) => n + l.length, 0),
        years: [...years.entries()].map(([year, list]) => ({ year, items: list })),
      })),
    total: items.length,
    truncated,
  };
}
