import { approvalQueue } from '@contract/approval/approval';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { moduleQueries } from '@/shared/lib/endpoint-query';

const approval = moduleQueries('approval');

export const APPROVAL_PAGE_SIZE = 10;

/** The approval queue of holders of ROLE_KNOWLEDGE_APPROVE; keys start with 'approval'. */
export const approvalQueries = {
  all: approval.all,
  queue: ({ page }: { page: number }) =>
    queryOptions({
      ...approval.query(approvalQueue, { page, size: APPROVAL_PAGE_SIZE }),
      placeholderData: keepPreviousData,
      // Submissions come from every domain's pages (and from other users), none of which
      // knows this module: the queue is read afresh whenever its screen mounts.
      staleTime: 0,
    }),
};
