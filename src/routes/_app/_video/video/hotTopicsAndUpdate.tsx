import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { videoQueries } from '@/modules/video/api/video-queries';
import { HOT_SEARCH_DEFAULTS, hotRequest, hotSearchSchema } from '@/modules/video/lib/video-search';
import { VideoHotScreen } from '@/modules/video/screens/video-hot-screen';

/** `/video/hotTopicsAndUpdate`: hot and recently updated videos (tab and page in the URL). */
export const Route = createFileRoute('/_app/_video/video/hotTopicsAndUpdate')({
  validateSearch: hotSearchSchema,
  search: { middlewares: [stripSearchParams(HOT_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(videoQueries.list(hotRequest(deps))),
  component: HotUpdateRoute,
});

function HotUpdateRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <VideoHotScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
