import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { libraryQueries } from '@/modules/library/api/library-queries';
import { DocumentDetailScreen } from '@/modules/library/screens/document-detail-screen';
import { detailSearchSchema } from '@/modules/wiki/lib/detail-search';
import { useGoBack } from '@/shared/hooks/use-go-back';

/** `/detailDfz?id=`: a chronicle document under the collection's heading; needs the access_token cookie (SPEC §2). */
export const Route = createFileRoute('/_app/_library/detailDfz')({
  validateSearch: detailSearchSchema,
  // A missing or unreadable id is 0 ('不存在'), left out of the address like a missing one.
  search: { middlewares: [stripSearchParams({ id: 0 })] },
  staticData: { title: '地方志详情', tokenCookie: true },
  loaderDeps: ({ search }) => ({ id: search.id, version: search.version }),
  // Prefetch only: a refusal is shown by the screen, not by the route's error page.
  // Not on a link's hover (the router preloads on intent): opening an item records a view, hovering must not.
  loader: ({ context, deps: { id, version }, preload }) =>
    id > 0 && !preload ? context.queryClient.prefetchQuery(libraryQueries.detail({ id, version })) : undefined,
  component: DetailDfzRoute,
});

function DetailDfzRoute() {
  const { id, version } = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <DocumentDetailScreen
      key={`${id}:${version ?? ''}`}
      id={id}
      version={version}
      nickname={session.user.nickname}
      chronicle
      onRemoved={() => void navigate({ to: '/library/dfz', replace: true })}
      onBack={goBack}
    />
  );
}
