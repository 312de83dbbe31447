import { createFileRoute } from '@tanstack/react-router';
import { detailQueries } from '@/modules/wiki/api/detail-queries';
import { compareSearchSchema } from '@/modules/wiki/lib/compare-search';
import { CompareScreen } from '@/modules/wiki/screens/compare-screen';

/** `/knowledge-compare?leftId=&leftVersion=&rightId=&rightVersion=`: two entries or two versions side by side. */
export const Route = createFileRoute('/_app/_wiki/knowledge-compare')({
  staticData: { title: '知识对比' },
  validateSearch: compareSearchSchema,
  loaderDeps: ({ search }) => search,
  // The sides chosen, prefetched: each shows its own refusal.
  loader: ({ context: { queryClient }, deps: { leftId, leftVersion, rightId, rightVersion } }) =>
    Promise.all([
      leftId === undefined ? undefined : queryClient.prefetchQuery(detailQueries.detail({ id: leftId, version: leftVersion })),
      rightId === undefined ? undefined : queryClient.prefetchQuery(detailQueries.detail({ id: rightId, version: rightVersion })),
    ]),
  component: KnowledgeCompareRoute,
});

function KnowledgeCompareRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CompareScreen search={search} onChange={(next) => void navigate({ search: next, replace: true })} />;
}
