import { createFileRoute } from '@tanstack/react-router';
import { detailQueries } from '@/modules/wiki/api/detail-queries';
import { detailSearchSchema } from '@/modules/wiki/lib/detail-search';
import { FullReadScreen } from '@/modules/wiki/screens/full-read-screen';
import { useGoBack } from '@/shared/hooks/use-go-back';

/** `/fullArticleRead?id=`: distraction-free reading; needs the token cookie (SPEC §2). */
export const Route = createFileRoute('/_app/fullArticleRead')({
  validateSearch: (search) => detailSearchSchema.parse(search),
  staticData: { title: '全文阅读', tokenCookie: true },
  loaderDeps: ({ search }) => ({ id: search.id, version: search.version }),
  loader: ({ context, deps }) => (deps.id > 0 ? context.queryClient.prefetchQuery(detailQueries.detail(deps)) : undefined),
  component: FullReadRoute,
});

function FullReadRoute() {
  const { id, version } = Route.useSearch();
  const { session } = Route.useRouteContext();
  const goBack = useGoBack();
  return <FullReadScreen id={id} version={version} nickname={session.user.nickname} onBack={goBack} />;
}
