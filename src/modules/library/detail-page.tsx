import type { DetailPage } from '@/shared/domains/detail-page';
import { libraryQueries } from './api/library-queries';
import { DocumentDetailScreen } from './screens/document-detail-screen';

/** A document under `/detail?domainId=2`: removing returns to the library. */
export const libraryDetailPage: DetailPage = {
  prefetch: (qc, deps) => qc.prefetchQuery(libraryQueries.detail(deps)),
  render: ({ navigate, ...props }) => (
    <DocumentDetailScreen {...props} onRemoved={() => void navigate({ to: '/library', replace: true })} />
  ),
};
