import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { VIDEO_HOT_PAGE } from '@/modules/video/screens/video-hot-screen';
import { HotUpdateScreen } from '@/shared/knowledge/hot-update-screen';
import { hotUpdateSearchSchema } from '@/shared/knowledge/lib/hot-update-search';
import { HOT_UPDATE_DEFAULTS } from '@/shared/knowledge/lib/hot-update-search-defaults';

/** `/video/hotTopicsAndUpdate`: hot and recently updated videos (tab and page in the URL). */
export const Route = createFileRoute('/_app/_video/video/hotTopicsAndUpdate')({
  staticData: { title: '热门与最新视频' },
  validateSearch: hotUpdateSearchSchema,
  search: { middlewares: [stripSearchParams(HOT_UPDATE_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(VIDEO_HOT_PAGE.query(deps)),
  component: HotUpdateRoute,
});

function HotUpdateRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <HotUpdateScreen page={VIDEO_HOT_PAGE} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
