import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { detailQueries } from '@/modules/wiki/api/detail-queries';
import { useGoBack } from '@/modules/wiki/lib/use-go-back';
import { DetailScreen } from '@/modules/wiki/screens/detail-screen';

/** `/detail?id=&version=`: an entry as the reader may see it. */
export const Route = createFileRoute('/_app/detail/')({
  loaderDeps: ({ search }) => ({ id: search.id, version: search.version }),
  // Prefetch only: a refusal is shown by the screen, not by the route's error page.
  loader: ({ context, deps }) => (deps.id > 0 ? context.queryClient.prefetchQuery(detailQueries.detail(deps)) : undefined),
  component: DetailRoute,
});

function DetailRoute() {
  const { id, version } = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <DetailScreen
      key={`${id}:${version ?? ''}`}
      id={id}
      version={version}
      nickname={session.user.nickname}
      onEdit={(entryId) => void navigate({ to: '/wiki/newCreate', search: { id: entryId } })}
      onRemoved={() => void navigate({ to: '/list', replace: true })}
      onBack={goBack}
    />
  );
}
