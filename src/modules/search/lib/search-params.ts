import { domainsWith } from '@contract/platform/domains';
import { MAX_DB_ID } from '@contract/platform/limits';
import { SEARCH_KEYWORD_MAX, SEARCH_SORTS } from '@contract/search/search-terms';
import * as z from 'zod/mini';

const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID));
const ids = z.array(id).check(z.maxLength(50));
/** Hand-written links may carry `?keyword=2024`, which the router reads as a number. */
const text = z.pipe(
  z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
  z.string().check(z.trim(), z.maxLength(SEARCH_KEYWORD_MAX)),
);
const day = z.iso.date();

/** Deepest page the server serves (contract: page ≤ 1000). */
export const SEARCH_MAX_PAGE = 1000;

/** The domain tabs: undefined is 全部. */
export const DOMAIN_TABS = domainsWith('search').map((d) => ({ value: d.id, name: d.noun }));
const TAB_IDS = new Set(DOMAIN_TABS.map((t) => t.value));

/**
 * The search params of `/search`: keyword, domain tab, facets, filters, sort
 * and page all live in the URL so a search can be shared and Back restores
 * it. A value that does not parse is dropped rather than failing the page.
 */
export const searchPageSchema = z.object({
  keyword: z.catch(z.optional(text), undefined),
  domainId: z.catch(
    z.optional(
      z.coerce.number().check(
        z.int(),
        z.refine((v) => TAB_IDS.has(v)),
      ),
    ),
    undefined,
  ),
  labelIds: z.catch(z.optional(ids), undefined),
  years: z.catch(
    z.optional(z.array(z.coerce.number().check(z.int(), z.minimum(1900), z.maximum(2999))).check(z.maxLength(50))),
    undefined,
  ),
  groupIds: z.catch(z.optional(ids), undefined),
  authorIds: z.catch(z.optional(ids), undefined),
  dateFrom: z.catch(z.optional(day), undefined),
  dateTo: z.catch(z.optional(day), undefined),
  sort: z.catch(z._default(z.enum(SEARCH_SORTS), 'relevance'), 'relevance'),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SEARCH_MAX_PAGE)), 1), 1),
  /** 仍然搜索: the keyword as typed, not what the server took it to mean (pinyin, a typo). */
  exact: z.catch(z.optional(z.boolean()), undefined),
});

export type SearchPage = z.output<typeof searchPageSchema>;
export type SearchPageInput = z.input<typeof searchPageSchema>;
