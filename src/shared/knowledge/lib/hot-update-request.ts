import type { HotUpdateSearch } from './hot-update-search';

// Apart from the schema (hot-update-search.ts), which the routes carry on the first screen.

/** The list request of a tab: hot is the last 30 days' readers, updated the newest change. */
export const hotUpdateRequest = ({ tab, page }: HotUpdateSearch, size: number) => ({ sort: tab, page, size });
