/** A forum screen (`/bbs/<section>`) with its search params. */
export interface ForumTarget {
  section: string;
  search?: Record<string, string | number | undefined>;
}

/** The router's options for going to a forum screen: every forum path is the one splat route `/bbs/$` (decision 033). */
export function forumRoute({ section, search }: ForumTarget) {
  return { to: '/bbs/$', params: { _splat: section }, search: search ?? {} } as const;
}
