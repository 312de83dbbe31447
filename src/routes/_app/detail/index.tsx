import { DEFAULT_DETAIL_DOMAIN, DOMAIN_IDS, domainById } from '@contract/domains';
import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EntryGraphSection } from '@/modules/graph/components/entry-graph-section';
import { libraryQueries } from '@/modules/library/api/library-queries';
import { DocumentDetailScreen } from '@/modules/library/screens/document-detail-screen';
import { videoQueries } from '@/modules/video/api/video-queries';
import { VideoDetailScreen } from '@/modules/video/screens/video-detail-screen';
import { detailQueries } from '@/modules/wiki/api/detail-queries';
import { detailSearchSchema } from '@/modules/wiki/lib/detail-search';
import { DetailScreen } from '@/modules/wiki/screens/detail-screen';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';
import { useGoBack } from '@/shared/hooks/use-go-back';

type Navigate = ReturnType<typeof useNavigate>;

interface PageProps {
  id: number;
  version?: number;
  nickname: string;
  /** The entry's 知识图谱 part, for readers who hold 知识图谱. */
  graphSection: ReactNode;
  navigate: Navigate;
  onBack: () => void;
}

/** What `/detail` shows for one domain: the query it prefetches and the screen it names. */
interface DetailPage {
  prefetch: (queryClient: QueryClient, deps: { id: number; version?: number }) => Promise<void>;
  render: (props: PageProps) => ReactNode;
}

/** The detail page of every domain that has one, by domain id (the route combines the modules). */
const DETAIL_PAGES: Record<number, DetailPage> = {
  [DOMAIN_IDS.wiki]: {
    prefetch: (qc, deps) => qc.prefetchQuery(detailQueries.detail(deps)),
    render: ({ navigate, ...props }) => (
      <DetailScreen
        {...props}
        onEdit={(entryId) => void navigate({ to: '/wiki/newCreate', search: { id: entryId } })}
        onRemoved={() => void navigate({ to: '/list', replace: true })}
      />
    ),
  },
  [DOMAIN_IDS.library]: {
    prefetch: (qc, deps) => qc.prefetchQuery(libraryQueries.detail(deps)),
    render: ({ navigate, ...props }) => (
      <DocumentDetailScreen {...props} onRemoved={() => void navigate({ to: '/library', replace: true })} />
    ),
  },
  [DOMAIN_IDS.video]: {
    prefetch: (qc, deps) => qc.prefetchQuery(videoQueries.detail(deps)),
    render: ({ navigate, ...props }) => (
      <VideoDetailScreen {...props} onRemoved={() => void navigate({ to: '/video', replace: true })} />
    ),
  },
};

/** The page of a domain id; an id without one (or none) is the default domain's. */
const pageOf = (domainId: number | undefined): DetailPage =>
  DETAIL_PAGES[domainId ?? DEFAULT_DETAIL_DOMAIN] ?? (DETAIL_PAGES[DEFAULT_DETAIL_DOMAIN] as DetailPage);

/** `/detail?id=&version=&domainId=`: an item of the domain `domainId` names (the wiki without it) as the reader may see it. */
export const Route = createFileRoute('/_app/detail/')({
  staticData: { title: (search) => `${domainById(Number(search.domainId) || DEFAULT_DETAIL_DOMAIN)?.noun ?? '知识'}详情` },
  loaderDeps: ({ search }) => ({ id: search.id, version: search.version, domainId: search.domainId }),
  // Prefetch only: a refusal is shown by the screen, not by the route's error page.
  loader: ({ context, deps }) => {
    const { id, version, domainId } = detailSearchSchema.parse(deps);
    return id > 0 ? pageOf(domainId).prefetch(context.queryClient, { id, version }) : undefined;
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { id, version, domainId } = useCheckedSearch(detailSearchSchema, Route.useSearch());
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <PageOf
      key={`${domainId ?? ''}:${id}:${version ?? ''}`}
      page={pageOf(domainId)}
      id={id}
      version={version}
      nickname={session.user.nickname}
      graphSection={
        id > 0 && session.permissions.includes('ROLE_GRAPH_DISPLAY_WEB') ? <EntryGraphSection knowledgeId={id} /> : null
      }
      navigate={navigate}
      onBack={goBack}
    />
  );
}

function PageOf({ page, ...props }: PageProps & { page: DetailPage }) {
  return page.render(props);
}
