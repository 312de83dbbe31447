import { createFileRoute } from '@tanstack/react-router';
import { detailQueries } from '@/modules/wiki/api/detail-queries';
import { DetailTableScreen } from '@/modules/wiki/screens/detail-table-screen';
import { useGoBack } from '@/shared/hooks/use-go-back';

/** `/detail/table?id=`: the entry's structured fields as a table (`/detail` checks the search params). */
export const Route = createFileRoute('/_app/detail/table')({
  staticData: { title: '词条表格' },
  loaderDeps: ({ search }) => ({ id: search.id, version: search.version }),
  // Not on a link's hover (the router preloads on intent): opening an item records a view, hovering must not.
  loader: ({ context, deps: { id, version }, preload }) =>
    id > 0 && !preload ? context.queryClient.prefetchQuery(detailQueries.detail({ id, version })) : undefined,
  component: DetailTableRoute,
});

function DetailTableRoute() {
  const { id, version } = Route.useSearch();
  const goBack = useGoBack();
  return <DetailTableScreen id={id} version={version} onBack={goBack} />;
}
