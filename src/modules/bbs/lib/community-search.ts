import type { CommunitySearch } from './forum-search';

export type { CommunitySearch } from './forum-search';

/**
 * The tabs of each community and moderation screen, the first being the
 * default (left out of the URL). A tab the screen does not have falls back
 * to the default, so a hand-edited link still opens.
 */
export const COMMUNITY_TABS = {
  adminPost: ['review', 'flagged', 'reports', 'hidden'],
  adminTopic: ['proposed', 'approved', 'refused'],
  adminExpert: ['applied', 'approved', 'refused'],
  adminKnowledge: ['open', 'done'],
} as const;
export type CommunityTabs = typeof COMMUNITY_TABS;
export type TabOf<K extends keyof CommunityTabs> = CommunityTabs[K][number];

/** The URL's tab for a screen, its first tab when the URL has none or one it does not know. */
export function tabOf<K extends keyof CommunityTabs>(screen: K, search: { tab?: unknown }): TabOf<K> {
  const tabs: readonly string[] = COMMUNITY_TABS[screen];
  const wanted = typeof search.tab === 'string' ? search.tab : undefined;
  return (wanted && tabs.includes(wanted) ? wanted : tabs[0]) as TabOf<K>;
}

/**
 * The URL's search params after a change: back to page 1 unless the page
 * itself changed; defaults (page 1, the first tab, empty filters) written as
 * `undefined` so that links stay short whether the route merges or replaces.
 */
export function nextCommunitySearch(
  search: CommunitySearch & { tab?: string },
  patch: Partial<CommunitySearch> & { tab?: string },
  defaultTab?: string,
): Record<string, string | number | undefined> {
  const merged = { ...search, ...patch, page: patch.page ?? 1 };
  const out: Record<string, string | number | undefined> = {};
  for (const [k, v] of Object.entries(merged)) {
    const isDefault = v === undefined || v === '' || (k === 'page' && v === 1) || (k === 'tab' && v === defaultTab);
    out[k] = isDefault ? undefined : (v as string | number);
  }
  return out;
}

export const COMMUNITY_PAGE_SIZE = 20;

/** Topics a page of 话题广场 shows. */
export const TOPIC_PAGE_SIZE = 24;
/** Experts a page of 专家 shows. */
export const EXPERT_PAGE_SIZE = 18;

/** The topic pool's call for the URL's search: the screen reads it and the route's loader asks for it. */
export const topicPoolInput = (search: CommunitySearch) => ({
  page: search.page,
  size: TOPIC_PAGE_SIZE,
  ...(search.keyword ? { keyword: search.keyword } : {}),
});

/** The expert list's call for the URL's search (it has no tabs: a hand-edited `tab` is not carried on). */
export const expertsInput = (search: CommunitySearch) => ({
  page: search.page,
  size: EXPERT_PAGE_SIZE,
  ...(search.keyword ? { keyword: search.keyword } : {}),
  ...(search.labelId ? { labelId: search.labelId } : {}),
});
