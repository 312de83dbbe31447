import type { ActivityDirection, AnswerFeedSort } from '@contract/bbs/bbs-terms';

export type { ActivitySearch, AnswerFeedSearch } from './forum-search';

/** The feed opens on the newest answers. */
export const ANSWER_FEED_DEFAULT_SORT: AnswerFeedSort = 'time';

/** Each activity page's first tab: what one did (赞同) or what one got (评论, as message centres open). */
export const ACTIVITY_DEFAULT_TABS = { agree: 'given', comment: 'received' } as const satisfies Record<string, ActivityDirection>;

/**
 * The URL's search params after a change: values equal to their defaults
 * left out so links stay short, back to page 1 unless the page itself changed.
 */
export function nextActivitySearch<S extends { page: number }>(
  search: S,
  patch: Partial<S>,
  defaults: Partial<Record<keyof S, unknown>>,
): Record<string, string | number> {
  const merged: S = { ...search, ...patch, page: patch.page ?? 1 };
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(merged) as [string, unknown][]) {
    if (v === undefined || v === '' || (k === 'page' && v === 1)) continue;
    if (defaults[k as keyof S] === v) continue;
    out[k] = v as string | number;
  }
  return out;
}
