import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { VIDEO_SCOPE } from '@/modules/video/api/video-scope';
import { recycleQueries } from '@/shared/knowledge/recycle/recycle-queries';
import { RecycleScreen } from '@/shared/knowledge/recycle/recycle-screen';
import { recycleSearch } from '@/shared/knowledge/recycle/recycle-search';

/** `/video/recycle`: the recycle bin of video items (keyword and page in the URL). */
export const Route = createFileRoute('/_app/_video/video/recycle')({
  validateSearch: recycleSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(recycleQueries.list(VIDEO_SCOPE, deps)),
  component: RecycleRoute,
});

function RecycleRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RecycleScreen scope={VIDEO_SCOPE} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
