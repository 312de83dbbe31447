import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '@/app/raw-search';
import { detailQueries } from '@/modules/wiki/api/detail-queries';
import { detailSearchSchema } from '@/modules/wiki/lib/detail-search';
import { PrintPreviewScreen } from '@/modules/wiki/screens/print-preview-screen';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';
import { useGoBack } from '@/shared/hooks/use-go-back';

/** `/printPreview?id=`: the entry as it prints; needs the token cookie (SPEC §2). */
export const Route = createFileRoute('/_app/printPreview')({
  // Checked by the loader and the screen, which load lazily (see app/raw-search.ts).
  validateSearch: rawSearch<typeof detailSearchSchema>(),
  staticData: { title: '打印预览', tokenCookie: true },
  loaderDeps: ({ search }) => ({ id: search.id, version: search.version }),
  loader: ({ context, deps }) => {
    const { id, version } = detailSearchSchema.parse(deps);
    return id > 0 ? context.queryClient.prefetchQuery(detailQueries.detail({ id, version })) : undefined;
  },
  component: PrintPreviewRoute,
});

function PrintPreviewRoute() {
  const { id, version } = useCheckedSearch(detailSearchSchema, Route.useSearch());
  const goBack = useGoBack();
  return <PrintPreviewScreen id={id} version={version} onBack={goBack} />;
}
