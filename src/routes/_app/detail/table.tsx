import { createFileRoute } from '@tanstack/react-router';
import { detailQueries } from '@/modules/wiki/api/detail-queries';
import { detailSearchSchema } from '@/modules/wiki/lib/detail-search';
import { DetailTableScreen } from '@/modules/wiki/screens/detail-table-screen';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';
import { useGoBack } from '@/shared/hooks/use-go-back';

/** `/detail/table?id=`: the entry's structured fields as a table. */
export const Route = createFileRoute('/_app/detail/table')({
  staticData: { title: '词条表格' },
  loaderDeps: ({ search }) => ({ id: search.id, version: search.version }),
  loader: ({ context, deps }) => {
    const { id, version } = detailSearchSchema.parse(deps);
    return id > 0 ? context.queryClient.prefetchQuery(detailQueries.detail({ id, version })) : undefined;
  },
  component: DetailTableRoute,
});

function DetailTableRoute() {
  const { id, version } = useCheckedSearch(detailSearchSchema, Route.useSearch());
  const goBack = useGoBack();
  return <DetailTableScreen id={id} version={version} onBack={goBack} />;
}
