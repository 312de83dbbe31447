import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '@/app/raw-search';
import { detailQueries } from '@/modules/wiki/api/detail-queries';
import { detailSearchSchema } from '@/modules/wiki/lib/detail-search';
import { FullReadScreen } from '@/modules/wiki/screens/full-read-screen';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';
import { useGoBack } from '@/shared/hooks/use-go-back';

/** `/fullArticleRead?id=`: distraction-free reading; needs the token cookie (SPEC §2). */
export const Route = createFileRoute('/_app/fullArticleRead')({
  // Checked by the loader and the screen, which load lazily (see app/raw-search.ts).
  validateSearch: rawSearch<typeof detailSearchSchema>(),
  staticData: { title: '全文阅读', tokenCookie: true },
  loaderDeps: ({ search }) => ({ id: search.id, version: search.version }),
  loader: ({ context, deps }) => {
    const { id, version } = detailSearchSchema.parse(deps);
    return id > 0 ? context.queryClient.prefetchQuery(detailQueries.detail({ id, version })) : undefined;
  },
  component: FullReadRoute,
});

function FullReadRoute() {
  const { id, version } = useCheckedSearch(detailSearchSchema, Route.useSearch());
  const { session } = Route.useRouteContext();
  const goBack = useGoBack();
  return <FullReadScreen id={id} version={version} nickname={session.user.nickname} onBack={goBack} />;
}
