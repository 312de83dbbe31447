import type { Reader } from '../access/reader';
import type { Db } from '../db/client';
import { inHeavyLane, isHeavy } from './heavy-lane';
import { hotSearch, hotToken, splitSearch } from './heavy-search';
import { hotSet } from './hot-tokens';
import { nothingToSearch, withSearchSettings } from './matches';
import { parseKeyword } from './parse';
import { PARTIAL_BELOW, partialMatches, piecesOf } from './partial';
import { titleHitQuery } from './rank';
import { rewriteKeyword } from './rewrite';
import { resolveFilters } from './scope';
import { wholeSearch } from './search-sql';
import type { RawResult, SearchInput } from './search-types';
import { tokenStats } from './token-stats';

export type { RawFacets, RawResult, SearchInput, SearchRequest, SearchRow, SearchSort } from './search-types';

/**
 * One search: total, facet counts (the whole result, not the page; the
 * domains also count the domains not chosen) and the page's ids. A one-word
 * search of a hot token reads kept counts (hot-tokens.ts); other heavy
 * searches (heavy-lane.ts) run one at a time, and take the split path when
 * their ranking allows.
 */
export async function runSearch(db: Db, reader: Reader, input: SearchInput): Promise<RawResult> {
  const result = await searchOnce(db, reader, input);
  // A keyword that finds (almost) nothing may be pinyin or a typo: search what it spells, if that finds more.
  if (input.exact || result.total >= PARTIAL_BELOW || input.keyword.trim() === '') return result;
  const rewrite = await rewriteKeyword(db, reader, input.keyword);
  if (!rewrite) return result;
  const meant = await searchOnce(db, reader, { ...input, keyword: rewrite.keyword });
  return meant.total > result.total ? { ...meant, rewrite } : result;
}

async function searchOnce(db: Db, reader: Reader, input: SearchInput): Promise<RawResult> {
  const req = await resolveFilters(db, input);
  const parsed = parseKeyword(req.keyword);
  const hasKeyword = req.keyword.trim() !== '';
  if (nothingToSearch(req, parsed, reader)) {
    return {
      total: 0,
      ids: [],
      partialIds: [],
      partialNeedles: [],
      facets: { domains: [], years: [], labels: [] },
      parsed,
      rewrite: null,
    };
  }
  const relevance = req.sort === 'relevance' && hasKeyword;
  const oneWord = titleHitQuery(parsed);
  const hot = oneWord ? hotToken(parsed, req, await hotSet(db)) : null;
  // A hot token's counts are kept: its search is light, whatever it matches.
  const heavy = !hot && (await isHeavy(db, parsed));
  const run = () =>
    withSearchSettings(db, async (conn) => {
      if (hot && oneWord) return hotSearch(conn, reader, req, parsed, { token: hot, titleQuery: oneWord, relevance });
      const split = heavy && relevance && oneWord ? await splitSearch(conn, reader, req, parsed, oneWord) : null;
      return split ?? wholeSearch(conn, reader, req, parsed, relevance);
    });
  const row = heavy ? await inHeavyLane(run) : await run();
  // A strict match that finds little: the best partial matches too, under the strict ones of the first page.
  const partial = hasKeyword && req.page === 1 && row.total < PARTIAL_BELOW;
  const partialIds = partial
    ? await withSearchSettings(db, async (conn) => partialMatches(conn, reader, req, parsed, await tokenStats(db)))
    : [];
  return {
    total: row.total,
    ids: row.ids,
    partialIds,
    partialNeedles: partialIds.length ? piecesOf(parsed).map((x) => x.token) : [],
    facets: { domains: row.domains, years: row.years, labels: row.labels },
    parsed,
    rewrite: null,
  };
}
