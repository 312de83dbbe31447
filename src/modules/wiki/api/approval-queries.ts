import { approvalDecide, approvalQueue } from '@contract/approval';
import type { InputOf } from '@contract/endpoint';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

export const APPROVAL_PAGE_SIZE = 10;

/** The approval queue of holders of ROLE_KNOWLEDGE_APPROVE. */
export const approvalQueries = {
  queue: ({ page }: { page: number }) =>
    queryOptions({
      queryKey: ['wiki', 'approval', 'queue', { page }] as const,
      queryFn: ({ signal }) => api(approvalQueue, { page, size: APPROVAL_PAGE_SIZE }, { signal }),
      placeholderData: keepPreviousData,
    }),
};

export const approvalMutations = {
  /** Approves or rejects a pending version; the author is notified by the server. */
  decide: () =>
    mutationOptions({
      mutationKey: ['wiki', 'approval', 'decide'],
      mutationFn: (input: InputOf<typeof approvalDecide>) => api(approvalDecide, input),
      meta: { invalidates: [['wiki'], ['home']] },
    }),
};
