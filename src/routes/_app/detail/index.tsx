import { DOMAIN_IDS } from '@contract/domains';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { libraryQueries } from '@/modules/library/api/library-queries';
import { DocumentDetailScreen } from '@/modules/library/screens/document-detail-screen';
import { videoQueries } from '@/modules/video/api/video-queries';
import { VideoDetailScreen } from '@/modules/video/screens/video-detail-screen';
import { detailQueries } from '@/modules/wiki/api/detail-queries';
import { useGoBack } from '@/modules/wiki/lib/use-go-back';
import { DetailScreen } from '@/modules/wiki/screens/detail-screen';

/** `/detail?id=&version=&domainId=`: a wiki entry (no domainId or 1), a document (2) or a video (3) as the reader may see it. */
export const Route = createFileRoute('/_app/detail/')({
  loaderDeps: ({ search }) => ({ id: search.id, version: search.version, domainId: search.domainId }),
  // Prefetch only: a refusal is shown by the screen, not by the route's error page.
  loader: ({ context, deps: { domainId, ...deps } }) => {
    if (deps.id <= 0) return undefined;
    if (domainId === DOMAIN_IDS.library) return context.queryClient.prefetchQuery(libraryQueries.detail(deps));
    if (domainId === DOMAIN_IDS.video) return context.queryClient.prefetchQuery(videoQueries.detail(deps));
    return context.queryClient.prefetchQuery(detailQueries.detail(deps));
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { id, version, domainId } = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  const goBack = useGoBack();
  if (domainId === DOMAIN_IDS.video) {
    return (
      <VideoDetailScreen
        key={`${id}:${version ?? ''}`}
        id={id}
        version={version}
        nickname={session.user.nickname}
        onRemoved={() => void navigate({ to: '/video', replace: true })}
        onBack={goBack}
      />
    );
  }
  if (domainId === DOMAIN_IDS.library) {
    return (
      <DocumentDetailScreen
        key={`${id}:${version ?? ''}`}
        id={id}
        version={version}
        nickname={session.user.nickname}
        onRemoved={() => void navigate({ to: '/library', replace: true })}
        onBack={goBack}
      />
    );
  }
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
