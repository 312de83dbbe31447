import { createFileRoute } from '@tanstack/react-router';
import { detailQueries } from '@/modules/wiki/api/detail-queries';
import { detailSearchSchema } from '@/modules/wiki/lib/detail-search';
import { PrintPreviewScreen } from '@/modules/wiki/screens/print-preview-screen';
import { useGoBack } from '@/shared/hooks/use-go-back';

/** `/printPreview?id=`: the entry as it prints; needs the token cookie (SPEC §2). */
export const Route = createFileRoute('/_app/printPreview')({
  validateSearch: (search) => detailSearchSchema.parse(search),
  staticData: { title: '打印预览', tokenCookie: true },
  loaderDeps: ({ search }) => ({ id: search.id, version: search.version }),
  loader: ({ context, deps }) => (deps.id > 0 ? context.queryClient.prefetchQuery(detailQueries.detail(deps)) : undefined),
  component: PrintPreviewRoute,
});

function PrintPreviewRoute() {
  const { id, version } = Route.useSearch();
  const goBack = useGoBack();
  return <PrintPreviewScreen id={id} version={version} onBack={goBack} />;
}
