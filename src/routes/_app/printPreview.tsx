import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { detailQueries } from '@/modules/wiki/api/detail-queries';
import { detailSearchSchema } from '@/modules/wiki/lib/detail-search';
import { PrintPreviewScreen } from '@/modules/wiki/screens/print-preview-screen';
import { useGoBack } from '@/shared/hooks/use-go-back';

/** `/printPreview?id=`: the entry as it prints; needs the token cookie (SPEC §2). */
export const Route = createFileRoute('/_app/printPreview')({
  validateSearch: detailSearchSchema,
  // A missing or unreadable id is 0 ('不存在'), left out of the address like a missing one.
  search: { middlewares: [stripSearchParams({ id: 0 })] },
  staticData: { title: '打印预览', tokenCookie: true },
  loaderDeps: ({ search }) => ({ id: search.id, version: search.version }),
  // Not on a link's hover (the router preloads on intent): opening an item records a view, hovering must not.
  loader: ({ context, deps: { id, version }, preload }) =>
    id > 0 && !preload ? context.queryClient.prefetchQuery(detailQueries.detail({ id, version })) : undefined,
  component: PrintPreviewRoute,
});

function PrintPreviewRoute() {
  const { id, version } = Route.useSearch();
  const goBack = useGoBack();
  return <PrintPreviewScreen id={id} version={version} onBack={goBack} />;
}
