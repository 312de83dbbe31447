import { DOMAIN_IDS } from '@contract/platform/domains';
import type pg from 'pg';
import { segmenter } from '../../search/segment';

/** Someone who acts in the generated year. */
export interface Person {
  id: number;
  groupId: number | null;
}

/** A published item everyone may read (so no event names an item its actor could not open); events never precede its publication. */
export interface Item {
  id: number;
  domainId: number;
  publishedAt: number;
  /** The published version (a download or preview names it). */
  version: number;
}

export interface Population {
  people: Person[];
  /** Published items per domain, in a fixed order (by id). */
  wiki: Item[];
  library: Item[];
  video: Item[];
  /** Search vocabulary, commonest first: queries people typed, then words of the most read titles. */
  keywords: string[];
}

/** The database has no demo organisation to generate events over. */
export class NoDemoOrganisationError extends Error {
  constructor() {
    super(
      '数据库中没有演示组织（演示账号 zhangsan 与已发布的知识）。请先用演示数据初始化数据库（AIKN_SEED=demo，首次 npm start），再生成事件。',
    );
  }
}

const TITLE_SAMPLE = 3_000;
const KEYWORDS_MAX = 600;

/** Words worth searching for in titles: Han words of two to six characters. */
const searchable = (w: string) => /^[\u4e00-\u9fff]{2,6}$/.test(w);

/** Throws NoDemoOrganisationError unless the demo account and some published item exist. */
export async function assertDemoOrganisation(client: pg.PoolClient): Promise<void> {
  const r = await client.query(
    `select exists (select 1 from users where lower(username) = 'zhangsan')
       and exists (select 1 from knowledge where published_version is not null and deleted_at is null) as ok`,
  );
  if (!r.rows[0]?.ok) throw new NoDemoOrganisationError();
}

/** Reads who and what the events are about; refuses a database without the demo organisation. */
export async function loadPopulation(client: pg.PoolClient): Promise<Population> {
  await assertDemoOrganisation(client);
  const people = await client.query<{ id: number; group_id: number | null }>(
    'select u.id, u.group_id from users u where not u.disabled order by u.id',
  );
  const items = await client.query<{ id: number; domain_id: number; at: string; version: number }>(
    `select id, domain_id, (extract(epoch from published_at) * 1000)::float8 as at, published_version as version from knowledge
     where published_version is not null and published_at is not null and deleted_at is null
       and visibility = 'all' and domain_id = any($1::smallint[]) order by id`,
    [[DOMAIN_IDS.wiki, DOMAIN_IDS.library, DOMAIN_IDS.video]],
  );
  const of = (domainId: number) =>
    items.rows
      .filter((r) => r.domain_id === domainId)
      .map((r) => ({ id: r.id, domainId, publishedAt: Number(r.at), version: r.version }));
  // Only restricted items published: nothing everyone may open to generate events about.
  if (items.rows.length === 0) throw new NoDemoOrganisationError();
  return {
    people: people.rows.map((r) => ({ id: r.id, groupId: r.group_id })),
    wiki: of(DOMAIN_IDS.wiki),
    library: of(DOMAIN_IDS.library),
    video: of(DOMAIN_IDS.video),
    keywords: await vocabulary(client),
  };
}

async function vocabulary(client: pg.PoolClient): Promise<string[]> {
  const typed = await client.query<{ keyword_norm: string }>(
    'select keyword_norm from search_query_days group by keyword_norm order by sum(searches) desc, keyword_norm limit 200',
  );
  const titles = await client.query<{ title: string }>(
    `select title from knowledge where published_version is not null and deleted_at is null
     order by views + authority desc, id limit ${TITLE_SAMPLE}`,
  );
  const freq = new Map<string, number>();
  const jieba = segmenter();
  for (const { title } of titles.rows) {
    for (const w of new Set(jieba.cut(title, false))) if (searchable(w)) freq.set(w, (freq.get(w) ?? 0) + 1);
  }
  const words = [...freq].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  return [...new Set([...typed.rows.map((r) => r.keyword_norm), ...words])].slice(0, KEYWORDS_MAX);
}
