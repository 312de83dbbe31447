import { homeKnowledge } from '@contract/home';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

/** Data of the portal home (`/index`). */
export const homeQueries = {
  all: ['home'] as const,
  /** Newest, most read and recommended entries, the caller's drafts and (approvers) the queue size. */
  knowledge: () =>
    queryOptions({
      queryKey: ['home', 'knowledge'] as const,
      queryFn: ({ signal }) => api(homeKnowledge, {}, { signal }),
    }),
};
