import type { AnyEndpoint, InputOf } from '@contract/platform/endpoint';
import { reportDrill } from '@contract/reports/reports-overview';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { endpointQuery } from '@/shared/lib/endpoint-query';

/**
 * One query per report call and filters: the key is the call and exactly what
 * it is sent, so every filter, sort and page is its own cached answer; the
 * previous page stays on screen while the next loads.
 */
export function reportQuery<E extends AnyEndpoint>(ep: E, input: InputOf<E> | null) {
  return queryOptions({
    // No input: nothing to ask yet (a closed drawer, a person not yet picked).
    ...endpointQuery('reports', ep, input ?? skipToken),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export type DrillInput = InputOf<typeof reportDrill>;

/** The rows behind a number, a page at a time. */
export const drillQuery = (input: DrillInput | null) => reportQuery(reportDrill, input);
