import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { BBS_SCOPE } from '../api/bbs-scope';

/**
 * The forum's labels grouped by category, as select options: an expert's
 * fields are labels (decision 033), so the filter and the application pick from them.
 */
export function useFieldOptions() {
  const query = useQuery(referenceQueries.labels(BBS_SCOPE));
  const options = useMemo(
    () =>
      (query.data ?? [])
        .filter((g) => g.labelList.length > 0)
        .map((g) => ({ group: g.name, items: g.labelList.map((l) => ({ value: String(l.id), label: l.name })) })),
    [query.data],
  );
  return { options, failed: query.isError };
}
