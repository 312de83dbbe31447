import { z } from 'zod';
import { dbId, idList } from '../knowledge/knowledge';
import { LIVE_DOMAINS } from '../platform/domains';
import { endpoint } from '../platform/endpoint';
import { domainIdSchema, intInput } from '../platform/schemas';
import { SEARCH_KEYWORD_MAX, SEARCH_SORTS } from './search-terms';

/**
 * Search over every published item the caller may read (wiki entries,
 * documents, videos). Access is "signed in": the server narrows the domains to
 * those the caller holds ROLE_WIKI/DOCUMENT/VIDEO_DISPLAY_WEB for, and applies
 * each item's visibility to results and facet counts alike.
 *
 * Keyword syntax: words separated by spaces must all match (AND);
 * "a quoted phrase" must appear exactly; -word excludes items containing it.
 * Traditional and simplified characters, full-width and half-width forms and
 * letter case are treated as the same.
 */

export const SEARCH_PAGE_SIZE_MAX = 50;
export const SEARCH_COMMENT_MAX = 500;
export const SEARCH_SORT_NAMES: Record<(typeof SEARCH_SORTS)[number], string> = {
  relevance: '相关度',
  newest: '最新发布',
  views: '阅读最多',
};

const keyword = z
  .string()
  .trim()
  .max(SEARCH_KEYWORD_MAX, `关键词最多${SEARCH_KEYWORD_MAX}个字`)
  .default('')
  .meta({ title: '关键词' });

/** Filters shared by the search and the group (count) endpoints; the SPA holds them in the URL. */
export const searchFilters = z.object({
  /** Empty keyword: every readable item matching the filters (sorted newest under 'relevance'). */
  keyword,
  domainIds: z.array(domainIdSchema).max(LIVE_DOMAINS.length).optional().meta({ title: '知识域' }),
  /** An item matches when it carries ANY of the labels. */
  labelIds: idList('标签').optional(),
  /** Year of publication. */
  years: z
    .array(intInput((n) => n.min(1900).max(2999)))
    .max(50)
    .optional()
    .meta({ title: '年份' }),
  /** Owning group, sub-groups included. */
  groupIds: idList('组织').optional(),
  authorIds: idList('作者').optional(),
  /** Publication date range, inclusive, in the server's time zone. */
  dateFrom: z.iso.date('日期格式应为 YYYY-MM-DD').optional().meta({ title: '开始日期' }),
  dateTo: z.iso.date('日期格式应为 YYYY-MM-DD').optional().meta({ title: '结束日期' }),
});
export type SearchFilters = z.input<typeof searchFilters>;

/**
 * Highlighted text: the ORIGINAL text cut into runs; `hit` runs matched the
 * query. Joining every `text` gives the original back. The SPA renders runs as
 * text nodes (hits in <mark>), never as HTML.
 */
export const highlightRun = z.object({ text: z.string(), hit: z.boolean() });
export const highlighted = z.array(highlightRun);
export type Highlighted = z.infer<typeof highlighted>;

export const searchHit = z.object({
  id: z.number().int(),
  domainId: z.number().int(),
  title: z.string(),
  highlightTitle: highlighted,
  /** The item's summary as written (poems: dynasty and poet). */
  summary: z.string(),
  /** About 120 characters of the body around the best matches (the start of the body without a keyword). */
  snippet: highlighted,
  labels: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Year of publication. */
  year: z.number().int(),
  author: z.object({ id: z.number().int(), nickname: z.string() }),
  updatedAt: z.string(),
  publishedAt: z.string(),
  views: z.number().int(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const valueCount = z.object({ value: z.number().int(), count: z.number().int() });
export const labelCount = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });

/** Counts over the whole result, not the page. */
export const searchFacets = z.object({
  /** value = a domain id of `DOMAINS`; counted without the domain filter, so every tab shows its count. */
  domains: z.array(valueCount),
  /** The most frequent labels of the result (at most 30), most frequent first. */
  labels: z.array(labelCount),
  /** value = year, newest first. */
  years: z.array(valueCount),
});

export const searchSmart = endpoint({
  id: 'search.smart',
  method: 'POST',
  path: '/search-app/search/smart',
  summary: '智能搜索：关键词（支持 "短语" 与 -排除词）、筛选、分面统计、高亮与摘要；每次搜索记入搜索日志',
  access: 'signedIn',
  input: searchFilters.extend({
    sort: z.enum(SEARCH_SORTS).default('relevance').meta({ title: '排序' }),
    page: intInput((n) => n.min(1).max(1000))
      .default(1)
      .meta({ title: '页码' }),
    size: intInput((n) => n.min(1).max(SEARCH_PAGE_SIZE_MAX, `每页最多${SEARCH_PAGE_SIZE_MAX}条`))
      .default(10)
      .meta({ title: '每页条数' }),
    /** Search the keyword as typed even when it finds (almost) nothing (仍然搜索). */
    exact: z.boolean().default(false).meta({ title: '按原词搜索' }),
  }),
  output: z.object({
    total: z.number().int(),
    /** Server time spent on the search, in milliseconds. */
    tookMs: z.number().int(),
    list: z.array(searchHit),
    /**
     * The best partial matches, on the first page of a keyword whose strict
     * match finds fewer than three items: items holding at least 40 % of the
     * keyword's pieces (character pairs, words) but not all, most pieces
     * first, then the better known; at most 10, not counted in `total` or the
     * facets. Their highlights mark the pieces they hold.
     */
    partial: z.array(searchHit),
    facets: searchFacets,
    /** Id of the search-log row: send it with click and feedback. */
    searchId: z.number().int(),
    /**
     * Set when the keyword found fewer than three items and the results are
     * those of what it was taken to mean: typed pinyin (`chailv` → 差旅) or a
     * typo (`差履报消` → 差旅报销), in the catalogue's words. `exact` searches
     * the keyword as typed.
     */
    rewrite: z.object({ keyword: z.string(), reason: z.enum(['pinyin', 'typo']) }).nullable(),
  }),
});

export const searchSuggest = endpoint({
  id: 'search.suggest',
  method: 'POST',
  path: '/search-app/search/suggest',
  summary: '搜索建议：标题、标签与热门搜索（支持中文、全拼与拼音首字母），以及本人最近搜索',
  access: 'signedIn',
  input: z.object({
    /** Empty: no titles or labels, only popular and recent searches. */
    keyword: z
      .string()
      .trim()
      .max(SEARCH_KEYWORD_MAX, `关键词最多${SEARCH_KEYWORD_MAX}个字`)
      .default('')
      .meta({ title: '关键词' }),
  }),
  output: z.object({
    /** highlightTitle and highlightName mark what matched: the keyword's words, or the characters the typed pinyin spells. */
    titles: z.array(
      z.object({ id: z.number().int(), domainId: z.number().int(), title: z.string(), highlightTitle: highlighted }),
    ),
    labels: z.array(z.object({ id: z.number().int(), name: z.string(), highlightName: highlighted })),
    /** Popular searches of everyone (last 30 days) that start with or contain the keyword. */
    queries: z.array(z.string()),
    /** The caller's own recent distinct searches, newest first (filtered by the keyword when given). */
    recent: z.array(z.string()),
  }),
});

export const searchLabelGroup = endpoint({
  id: 'search.labelGroup',
  method: 'POST',
  path: '/search-app/search/labelGroup',
  summary: '按标签分类统计搜索结果（每个标签分类下各标签的条数）',
  access: 'signedIn',
  input: searchFilters,
  output: z.array(
    z.object({
      /** The label category (root label). */
      rootParentId: z.number().int(),
      name: z.string(),
      labels: z.array(labelCount),
    }),
  ),
});

export const searchYearGroup = endpoint({
  id: 'search.yearGroup',
  method: 'POST',
  path: '/search-app/search/yearGroup',
  summary: '按发布年份统计搜索结果',
  access: 'signedIn',
  input: searchFilters,
  output: z.array(valueCount),
});

export const searchKeywordGroup = endpoint({
  id: 'search.keywordGroup',
  method: 'POST',
  path: '/search-app/search/keywordGroup',
  summary: '按关键词的各个词统计结果条数（帮助放宽无结果的搜索），并给出按知识域的条数',
  access: 'signedIn',
  input: searchFilters,
  output: z.object({
    /** Result count of the whole keyword under the filters. */
    total: z.number().int(),
    /** Each word of the keyword (as the engine split it) alone under the same filters. */
    terms: z.array(z.object({ term: z.string(), count: z.number().int() })),
    domains: z.array(valueCount),
  }),
});

export const searchClick = endpoint({
  id: 'search.click',
  method: 'POST',
  path: '/search-app/search/click',
  summary: '记录搜索结果的点击（结果与其位置）',
  access: 'signedIn',
  input: z.object({
    searchId: dbId('搜索'),
    knowledgeId: dbId('知识'),
    /** 1-based position in the whole result (page offset included). */
    position: intInput((n) => n.min(1).max(100_000)).meta({ title: '位置' }),
  }),
  output: z.null(),
});

export const searchFeedback = endpoint({
  id: 'search.feedback',
  method: 'POST',
  path: '/search-app/search/feedback',
  summary: '对一次搜索的反馈（有用 / 没用，可附意见）；同一搜索再次反馈时覆盖',
  access: 'signedIn',
  input: z.object({
    searchId: dbId('搜索'),
    useful: z.boolean().meta({ title: '是否有用' }),
    comment: z.string().trim().max(SEARCH_COMMENT_MAX, `意见最多${SEARCH_COMMENT_MAX}个字`).default('').meta({ title: '意见' }),
  }),
  output: z.null(),
});
