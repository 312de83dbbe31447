import {
  searchClick,
  searchFeedback,
  searchKeywordGroup,
  searchLabelGroup,
  searchSmart,
  searchSuggest,
  searchYearGroup,
} from '@contract/search/search';
import { readerOf } from '../../access/reader';
import type { Binder } from '../../http/route';
import { keywordGroups, labelGroups, yearGroups } from '../../search/groups';
import { loadHits } from '../../search/hits';
import { runSearch } from '../../search/search';
import { popularQueries, recentQueries, suggestLabels, suggestTitles } from '../../search/suggest';
import { logClick, loggedFilters, logSearch, saveFeedback } from './search-log.service';

/**
 * Search over every domain the caller may read (server/search does the
 * work); results, facets and suggestions never include an item the caller
 * may not read. Every search is logged for the search-log report.
 */
export function registerSearch(binder: Binder): void {
  binder.route(searchSmart, async ({ deps, user, input }) => {
    const started = performance.now();
    const reader = readerOf(user);
    const raw = await runSearch(deps.db, reader, input);
    const tookMs = Math.round(performance.now() - started);
    // The log row is written while the page's texts load; the answer waits for both, so a search that is answered is logged.
    const [list, partial, searchId] = await Promise.all([
      loadHits(deps.db, raw.ids, raw.parsed.needles),
      loadHits(deps.db, raw.partialIds, raw.partialNeedles),
      logSearch(deps.db, user, { keyword: input.keyword, filters: loggedFilters(input), total: raw.total, tookMs }),
    ]);
    return { total: raw.total, tookMs, list, partial, facets: raw.facets, searchId, rewrite: raw.rewrite };
  });
  binder.route(searchSuggest, async ({ deps, user, input }) => {
    const reader = readerOf(user);
    const [titles, labels, queries, recent] = await Promise.all([
      suggestTitles(deps.db, reader, input.keyword),
      suggestLabels(deps.db, input.keyword),
      popularQueries(deps.db, reader, input.keyword),
      recentQueries(deps.db, user.id, input.keyword),
    ]);
    return { titles, labels, queries, recent };
  });
  binder.route(searchLabelGroup, async ({ deps, user, input }) => labelGroups(deps.db, readerOf(user), input));
  binder.route(searchYearGroup, async ({ deps, user, input }) => yearGroups(deps.db, readerOf(user), input));
  binder.route(searchKeywordGroup, async ({ deps, user, input }) => keywordGroups(deps.db, readerOf(user), input));
  binder.route(searchClick, async ({ deps, user, input }) => {
    await logClick(deps.db, readerOf(user), input);
    return null;
  });
  binder.route(searchFeedback, async ({ deps, user, input }) => {
    await saveFeedback(deps.db, user, input);
    return null;
  });
}
