import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { detailQueries } from '@/modules/wiki/api/detail-queries';
import { detailSearchSchema } from '@/modules/wiki/lib/detail-search';
import { FullReadScreen } from '@/modules/wiki/screens/full-read-screen';
import { useGoBack } from '@/shared/hooks/use-go-back';

/** `/fullArticleRead?id=`: distraction-free reading; needs the token cookie (SPEC §2). */
export const Route = createFileRoute('/_app/fullArticleRead')({
  validateSearch: detailSearchSchema,
  // A missing or unreadable id is 0 ('不存在'), left out of the address like a missing one.
  search: { middlewares: [stripSearchParams({ id: 0 })] },
  staticData: { title: '全文阅读', tokenCookie: true },
  loaderDeps: ({ search }) => ({ id: search.id, version: search.version }),
  // Not on a link's hover (the router preloads on intent): opening an item records a view, hovering must not.
  loader: ({ context, deps: { id, version }, preload }) =>
    id > 0 && !preload ? context.queryClient.prefetchQuery(detailQueries.detail({ id, version })) : undefined,
  component: FullReadRoute,
});

function FullReadRoute() {
  const { id, version } = Route.useSearch();
  const { session } = Route.useRouteContext();
  const goBack = useGoBack();
  return <FullReadScreen id={id} version={version} nickname={session.user.nickname} onBack={goBack} />;
}
