import { DEFAULT_DETAIL_DOMAIN, domainById } from '@contract/platform/domains';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { detailPageOf } from '@/app/domain-pages';
import { EntryGraphSection } from '@/modules/graph/components/entry-graph-section';
import type { DetailPage, DetailPageProps } from '@/shared/domains/detail-page';
import { useGoBack } from '@/shared/hooks/use-go-back';

/** `/detail?id=&version=&domainId=`: an item of the domain `domainId` names (the wiki without it) as the reader may see it. */
export const Route = createFileRoute('/_app/detail/')({
  staticData: { title: (search) => `${domainById(Number(search.domainId) || DEFAULT_DETAIL_DOMAIN)?.noun ?? '知识'}详情` },
  loaderDeps: ({ search }) => ({ id: search.id, version: search.version, domainId: search.domainId }),
  // Prefetch only: a refusal is shown by the screen, not by the route's error page.
  // Not on a link's hover (the router preloads on intent): opening an item records a view, hovering must not.
  loader: ({ context, deps: { id, version, domainId }, preload }) =>
    id > 0 && !preload ? detailPageOf(domainId).prefetch(context.queryClient, { id, version }) : undefined,
  component: DetailRoute,
});

function DetailRoute() {
  const { id, version, domainId } = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <PageOf
      key={`${domainId ?? ''}:${id}:${version ?? ''}`}
      page={detailPageOf(domainId)}
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

function PageOf({ page, ...props }: DetailPageProps & { page: DetailPage }) {
  return page.render(props);
}
