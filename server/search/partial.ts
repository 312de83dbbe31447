import { type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Conn } from '../db/client';
import { domainFilter, matchesSql } from './matches';
import { type ParsedKeyword, positiveQuery, quote } from './parse';
import { popularity } from './rank';
import { keywordWhere } from './scope';
import type { SearchRequest } from './search-types';
import { runsOf } from './segment';
import type { TokenStats } from './token-stats';

/** A search whose strict match finds fewer items than this also answers its best partial matches. */
export const PARTIAL_BELOW = 3;
/** Partial matches answered at most (one short list under the strict results, not pages of them). */
export const PARTIAL_MAX = 10;
/** Share of the keyword's pieces a partial match holds at least: 床前明月光疑似地上霜, two characters off the corpus' 床前看月光，疑是地上霜, holds four of nine. */
const PARTIAL_MIN_SHARE = 0.4;
/** Pieces looked at: a pasted paragraph is cut to its start. */
const PIECES_MAX = 16;
/**
 * Pieces held by more than this share of the index find no candidates by
 * themselves (they still count in the score): a common character or word
 * would make every poem a candidate.
 */
const FINDING_SHARE_MAX = 0.005;

/** A piece of the keyword: one index token (a Han character pair, a lone Han character, or a word). */
export interface Piece {
  token: string;
  /** to_tsquery text of the piece. */
  query: string;
}

/**
 * The keyword's pieces, from everything the results must hold (words,
 * multi-word stretches, quoted phrases): every pair of neighbouring Han
 * characters (pairs across word boundaries too: 疑是地上霜 gives 是地), a
 * lone Han character, each word of letters or digits.
 */
export function piecesOf(p: ParsedKeyword): Piece[] {
  const texts = [...p.chunks.map((c) => c.text), ...p.phrases.map((x) => x.text), ...p.terms.map((t) => t.text)];
  const tokens = new Set<string>();
  for (const text of texts) {
    for (const run of runsOf(text)) {
      if (run.kind === 'word' || run.text.length === 1) tokens.add(run.text);
      else for (let i = 0; i + 1 < run.text.length; i++) tokens.add(run.text.slice(i, i + 2));
    }
  }
  // A pair inside a longer stretch already stands for its characters; a lone character found inside some pair is dropped.
  const pairs = [...tokens].filter((t) => t.length === 2);
  const kept = [...tokens].filter((t) => t.length !== 1 || !pairs.some((x) => x.includes(t)));
  return kept.slice(0, PIECES_MAX).map((token) => ({ token, query: quote(token) }));
}

/** How many pieces a partial match holds at least. */
export const piecesNeeded = (n: number) => Math.max(1, Math.ceil(n * PARTIAL_MIN_SHARE));

/**
 * The GIN query finding candidates: items holding two of the rarer pieces
 * (one, when one piece is enough), so the candidates are few even on a large
 * corpus. Null when no piece is rare enough to find anything by.
 */
export function candidateQuery(pieces: Piece[], stats: TokenStats): string | null {
  const finding = pieces.filter((x) => (stats.freq.get(x.token) ?? 0) <= FINDING_SHARE_MAX);
  if (finding.length === 0) return null;
  if (piecesNeeded(pieces.length) === 1 || finding.length === 1) return finding.map((x) => x.query).join(' | ');
  const both: string[] = [];
  for (let i = 0; i < finding.length; i++) {
    for (let j = i + 1; j < finding.length; j++) both.push(`(${finding[i].query} & ${finding[j].query})`);
  }
  return both.join(' | ');
}

/**
 * The best partial matches of a keyword the strict search found (almost)
 * nothing for: readable items passing every filter, not matching strictly,
 * holding at least 40 % of the keyword's pieces; most pieces first, then
 * titles holding them, then the better known. Their ids in order.
 */
export async function partialMatches(
  conn: Conn,
  reader: Reader,
  req: SearchRequest,
  parsed: ParsedKeyword,
  stats: TokenStats,
): Promise<number[]> {
  const pieces = piecesOf(parsed);
  if (pieces.length < 2) return [];
  const found = candidateQuery(pieces, stats);
  if (!found) return [];
  const strict = positiveQuery(parsed);
  const domain = domainFilter(req, 's');
  const held = sql.join(
    pieces.map((x) => sql`(s.tsv @@ to_tsquery('simple', ${x.query}))::int`),
    sql` + `,
  );
  const inTitle = sql.join(
    pieces.map((x) => sql`(s.title_tsv @@ to_tsquery('simple', ${x.query}))::int`),
    sql` + `,
  );
  // Exclusions still hold: the keyword's own conditions are replaced, the excluded text stays out.
  const excluded: SQL[] = keywordWhere({ ...parsed, terms: [], phrases: [] });
  const candidates = matchesSql(
    reader,
    req,
    parsed,
    [sql`s.knowledge_id as id`, sql`${held} as held`, sql`${inTitle} as in_title`, sql`s.body_len`, sql`s.views`],
    {
      instead: [
        sql`s.tsv @@ to_tsquery('simple', ${found})`,
        ...(strict ? [sql`not (s.tsv @@ to_tsquery('simple', ${strict}))`] : []),
        ...excluded,
        ...(domain ? [domain] : []),
      ],
    },
  );
  const r = await conn.execute<{ id: number }>(sql`
    select c.id from (${candidates}) c join knowledge k on k.id = c.id
    where c.held >= ${piecesNeeded(pieces.length)}
    order by c.held desc, c.in_title desc, ${popularity('k')} desc, c.body_len asc, c.id desc
    limit ${PARTIAL_MAX}`);
  return r.rows.map((x) => x.id);
}
