import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { videoQueries } from '@/modules/video/api/video-queries';
import { videoSearchSchema } from '@/modules/video/lib/video-search';
import { VIDEO_SEARCH_DEFAULTS } from '@/modules/video/lib/video-search-defaults';
import { VideoHomeScreen } from '@/modules/video/screens/video-home-screen';

/** `/video`: the video library's home; with a keyword or label the matching videos. */
export const Route = createFileRoute('/_app/_video/video/')({
  staticData: { title: '视频库' },
  validateSearch: videoSearchSchema,
  search: { middlewares: [stripSearchParams(VIDEO_SEARCH_DEFAULTS)] },
  loader: ({ context }) => context.queryClient.ensureQueryData(videoQueries.home()),
  component: VideoHomeRoute,
});

function VideoHomeRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <VideoHomeScreen
      search={search}
      onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      onClear={() => void navigate({ search: {} })}
    />
  );
}
