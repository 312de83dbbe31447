import { approvalDecide } from '@contract/approval';
import { LIVE_DOMAINS } from '@contract/domains';
import type { InputOf } from '@contract/endpoint';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';
import { approvalQueries } from './approval-queries';

/**
 * What a decision changes: the queue, the portal home, and the lists and
 * details of whichever domain the item belongs to. The queue mixes every
 * live domain, so each one's root key is invalidated.
 */
const DECIDED = [approvalQueries.all, ['home'], ...LIVE_DOMAINS.map((d) => [d.key])];

export const approvalMutations = {
  /** Approves or rejects a pending version; the author is notified by the server. */
  decide: () =>
    mutationOptions({
      mutationKey: ['approval', 'decide'],
      mutationFn: (input: InputOf<typeof approvalDecide>) => api(approvalDecide, input),
      meta: { invalidates: DECIDED },
    }),
};
