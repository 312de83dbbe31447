import type { DetailPage } from '@/shared/domains/detail-page';
import { videoQueries } from './api/video-queries';
import { VideoDetailScreen } from './screens/video-detail-screen';

/** A video under `/detail?domainId=3`: removing returns to the video library. */
export const videoDetailPage: DetailPage = {
  prefetch: (qc, deps) => qc.prefetchQuery(videoQueries.detail(deps)),
  render: ({ navigate, ...props }) => (
    <VideoDetailScreen {...props} onRemoved={() => void navigate({ to: '/video', replace: true })} />
  ),
};
