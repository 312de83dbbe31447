import { VISITOR_USER_TYPE } from '@contract/auth/users';
import { sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Db } from '../db/client';
import { onCacheChange } from '../lib/cache-bus';
import { highlight, highlightPinyin } from './highlight';
import { normalise } from './normalise';
import { parseKeyword, quote } from './parse';
import { pinyinOf, typedPinyin } from './pinyin';
import { keywordWhere, readableDocs } from './scope';
import { runsOf } from './segment';

/** Titles suggested at most. */
export const SUGGEST_TITLES = 8;
const LABELS = 6;
const QUERIES = 6;
const RECENT = 8;
/** Popular queries come from this many days of the search log. */
const POPULAR_DAYS = 30;

/**
 * Query on title_tsv: Han text by its characters and pairs; letters as a
 * prefix of a pinyin stretch (full or initials) or of a word; digits as a word prefix.
 */
export function titleQuery(norm: string): string | null {
  const typed = typedPinyin(norm);
  if (typed !== null) return `${quote(typed)}:*`;
  const parts = runsOf(norm).map((r) => {
    if (r.kind === 'word') return `${quote(r.text)}:*`;
    if (r.text.length === 1) return quote(r.text);
    const pairs = new Set<string>();
    for (let i = 0; i + 1 < r.text.length; i++) pairs.add(quote(r.text.slice(i, i + 2)));
    return [...pairs].join(' & ');
  });
  return parts.length ? parts.join(' & ') : null;
}

/**
 * Titles the caller may read matching the keyword: starting with it first,
 * then shorter titles, then the most read; each with what matched marked.
 */
export async function suggestTitles(db: Db, reader: Reader, keyword: string) {
  const norm = normalise(keyword).trim().replace(/\s+/g, ' ');
  const q = titleQuery(norm);
  if (!q || reader.domainIds.length === 0) return [];
  const typed = typedPinyin(norm);
  // Typed pinyin begins a title when it begins the title's full pinyin or its initials.
  const starts =
    typed !== null
      ? sql`(starts_with(s.title_pinyin, ${typed}) or starts_with(s.title_initials, ${typed}))`
      : sql`strpos(s.title_norm, ${norm}) = 1`;
  // A top-N sort over the matches (a short pinyin prefix matches thousands of titles), then the same order over the few kept.
  const r = await db.execute<{ id: number; domain_id: number; title: string }>(sql`
    select k.id, k.domain_id, k.title from (
      select s.knowledge_id, ${starts} as starts, strpos(s.title_norm, ${norm}) > 0 as holds,
        length(s.title_norm) as len, s.views
      from search_docs s
      where s.title_tsv @@ to_tsquery('simple', ${q}) and ${readableDocs(reader)}
      order by starts desc, holds desc, len, s.views desc, s.knowledge_id desc limit ${SUGGEST_TITLES}) t
    join knowledge k on k.id = t.knowledge_id
    order by t.starts desc, t.holds desc, t.len, t.views desc, t.knowledge_id desc`);
  const needles = typed !== null ? [] : parseKeyword(keyword).needles;
  const mark = (title: string) => (typed !== null ? highlightPinyin(title, typed) : highlight(title, needles));
  return r.rows.map((x) => ({ id: x.id, domainId: x.domain_id, title: x.title, highlightTitle: mark(x.title) }));
}

interface LabelEntry {
  id: number;
  name: string;
  norm: string;
  full: string;
  initials: string;
}

let labelCache: { at: number; entries: LabelEntry[] } | undefined;
/**
 * Label changes through the console are announced to every server (cache
 * bus); the minute's expiry covers labels made elsewhere (imports, inline).
 */
const LABEL_CACHE_MS = 60_000;
onCacheChange('labels', () => {
  labelCache = undefined;
});

export async function labelEntries(db: Db): Promise<LabelEntry[]> {
  if (labelCache && Date.now() - labelCache.at < LABEL_CACHE_MS) return labelCache.entries;
  const r = await db.execute<{ id: number; name: string }>(
    sql`select id, name from labels where parent_id is not null order by sort, id`,
  );
  const entries = r.rows.map((l) => {
    const norm = normalise(l.name);
    return { id: l.id, name: l.name, norm, ...pinyinOf(norm) };
  });
  labelCache = { at: Date.now(), entries };
  return entries;
}

/** Labels whose name holds the keyword, or whose pinyin (full or initials) starts with or holds it. */
export async function suggestLabels(db: Db, keyword: string) {
  const norm = normalise(keyword).trim();
  if (!norm) return [];
  const pinyin = typedPinyin(norm);
  const hits = (await labelEntries(db)).filter(
    (l) => l.norm.includes(norm) || (pinyin !== null && (l.full.includes(pinyin) || l.initials.includes(pinyin))),
  );
  hits.sort((a, b) => Number(b.norm.startsWith(norm)) - Number(a.norm.startsWith(norm)) || a.norm.length - b.norm.length);
  return hits.slice(0, LABELS).map((l) => ({
    id: l.id,
    name: l.name,
    highlightName: pinyin === null ? highlight(l.name, [norm]) : highlightPinyin(l.name, pinyin),
  }));
}

/**
 * Whether a logged keyword matches what is being typed: its normalised text
 * (on `normAlias`) holds it, or, for pinyin, its full pinyin or initials (on
 * `pinyinAlias`, a search_queries row) start with it.
 */
function queryMatch(norm: string, normAlias: string, pinyinAlias: string) {
  if (!norm) return sql`true`;
  const n = sql.raw(normAlias);
  const p = sql.raw(pinyinAlias);
  const pinyin = typedPinyin(norm);
  return pinyin
    ? sql`(strpos(${n}.keyword_norm, ${norm}) > 0 or strpos(${p}.keyword_pinyin, ${pinyin}) = 1 or strpos(${p}.keyword_initials, ${pinyin}) = 1)`
    : sql`strpos(${n}.keyword_norm, ${norm}) > 0`;
}

/**
 * Distinct staff accounts that must have searched a keyword before others
 * are shown it: a few colleagues' searches stay private, and a handful of
 * accounts cannot plant suggestions for everyone. Visitors register
 * themselves, so they do not count.
 */
export const POPULAR_MIN_USERS = 5;
/** Candidates read per call before the caller's readability check keeps QUERIES of them. */
const POPULAR_CANDIDATES = QUERIES * 4;

/**
 * Popular queries of the last 30 days that found something, searched by at
 * least POPULAR_MIN_USERS staff, most frequent first, and kept only when
 * they find something the caller may read: a keyword typed by those who may
 * read a restricted title never shows that title to anyone else. Read from
 * the daily counts (search_query_days), not the log.
 */
export async function popularQueries(db: Db, reader: Reader, keyword: string): Promise<string[]> {
  const norm = normalise(keyword).trim().replace(/\s+/g, ' ');
  if (reader.domainIds.length === 0) return [];
  const r = await db.execute<{ keyword: string }>(sql`
    select q.keyword from search_query_days d join search_queries q on q.keyword_norm = d.keyword_norm
      join users u on u.id = d.user_id
    where d.day > (now() at time zone 'Asia/Shanghai')::date - ${POPULAR_DAYS}::int and ${queryMatch(norm, 'q', 'q')}
      and u.type <> ${VISITOR_USER_TYPE}
    group by q.keyword_norm having count(distinct d.user_id) >= ${POPULAR_MIN_USERS}
    order by sum(d.searches) desc, max(d.last_at) desc limit ${POPULAR_CANDIDATES}`);
  return (
    await findingReadable(
      db,
      reader,
      r.rows.map((x) => x.keyword),
    )
  ).slice(0, QUERIES);
}

/** The keywords (in order) that find at least one item the caller may read, checked in one statement. */
async function findingReadable(db: Db, reader: Reader, keywords: string[]): Promise<string[]> {
  const checks = keywords.map((k) => {
    const parsed = parseKeyword(k);
    if (parsed.empty) return sql`false`;
    const where = [readableDocs(reader), ...keywordWhere(parsed)];
    return sql`exists (select 1 from search_docs s where ${sql.join(where, sql` and `)})`;
  });
  if (checks.length === 0) return [];
  const r = await db.execute<{ found: boolean[] }>(sql`select array[${sql.join(checks, sql`, `)}] as found`);
  const found = r.rows[0].found;
  return keywords.filter((_, i) => found[i]);
}

/** How far back the caller's own searches are read for "recent": a heavy searcher's whole history is not. */
const RECENT_WINDOW = 200;

/** The caller's own recent distinct searches, newest first (among the last 200). */
export async function recentQueries(db: Db, userId: number, keyword: string): Promise<string[]> {
  const norm = normalise(keyword).trim().replace(/\s+/g, ' ');
  const r = await db.execute<{ keyword: string }>(sql`
    select (array_agg(q.keyword order by q.created_at desc))[1] as keyword
    from (select l.keyword, l.keyword_norm, l.created_at from search_logs l
          where l.user_id = ${userId} order by l.created_at desc limit ${RECENT_WINDOW}) q
    left join search_queries p on p.keyword_norm = q.keyword_norm
    where q.keyword_norm <> '' and ${queryMatch(norm, 'q', 'p')}
    group by q.keyword_norm order by max(q.created_at) desc limit ${RECENT}`);
  return r.rows.map((x) => x.keyword);
}
