import type { DetailPage } from '@/shared/domains/detail-page';
import { detailQueries } from './api/detail-queries';
import { DetailScreen } from './screens/detail-screen';

/** A wiki entry under `/detail`: editing opens the editor, removing returns to the list. */
export const wikiDetailPage: DetailPage = {
  prefetch: (qc, deps) => qc.prefetchQuery(detailQueries.detail(deps)),
  render: ({ navigate, ...props }) => (
    <DetailScreen
      {...props}
      onEdit={(entryId) => void navigate({ to: '/wiki/newCreate', search: { id: entryId } })}
      onRemoved={() => void navigate({ to: '/list', replace: true })}
    />
  ),
};
