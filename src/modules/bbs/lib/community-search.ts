import { MAX_DB_ID } from '@contract/limits';
import * as z from 'zod/mini';

const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const id = optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID)));
/** Hand-written links may carry `?keyword=2024`, which the router reads as a number. */
const text = optional(
  z.pipe(
    z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
    z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  ),
);
const page = z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1);

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

/**
 * The search params of the topic, expert and forum-admin screens (SPEC §2:
 * every filter, tab and page in the URL so that a list can be shared and Back
 * restores it). Parsed inside the lazily loaded screens, never in the route.
 */
const communitySearchSchema = z.object({
  tab: optional(z.string()),
  keyword: text,
  /** `expert`: a field; `topic-detail`: unused. */
  labelId: id,
  /** `admin/knowledge`: what kind of content to turn into knowledge. */
  kind: optional(z.enum(['question', 'case'])),
  /** `topic-detail?id=`: the topic. */
  id,
  page,
});
export type CommunitySearch = Omit<z.output<typeof communitySearchSchema>, 'tab'>;

export function parseCommunitySearch(raw: Record<string, unknown>): CommunitySearch {
  const { tab: _tab, ...rest } = communitySearchSchema.parse(raw);
  return rest;
}

/** The URL's tab for a screen, its first tab when the URL has none or one it does not know. */
export function tabOf<K extends keyof CommunityTabs>(screen: K, raw: Record<string, unknown>): TabOf<K> {
  const tabs: readonly string[] = COMMUNITY_TABS[screen];
  const wanted = typeof raw.tab === 'string' ? raw.tab : undefined;
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
