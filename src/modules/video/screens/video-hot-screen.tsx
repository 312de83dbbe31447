import { Paper } from '@mantine/core';
import { hotUpdatePage } from '@/shared/knowledge/hot-update-screen';
import { hotUpdateRequest } from '@/shared/knowledge/lib/hot-update-request';
import { videoQueries } from '../api/video-queries';
import { VideoGrid } from '../components/video-grid';
import { VIDEO_PAGE_SIZE } from '../lib/video-request';

/** `/video/hotTopicsAndUpdate`: hot and recently updated videos as a poster grid. */
export const VIDEO_HOT_PAGE = hotUpdatePage({
  query: (search) => videoQueries.list(hotUpdateRequest(search, VIDEO_PAGE_SIZE)),
  pageSize: VIDEO_PAGE_SIZE,
  hotTab: '热门视频',
  measure: '观看',
  renderPage: (page, rankFrom) => (
    <Paper withBorder radius="md" p="lg">
      <VideoGrid
        items={page.list}
        empty="还没有发布的视频"
        date={rankFrom === undefined ? 'updated' : 'published'}
        rankFrom={rankFrom}
      />
    </Paper>
  ),
});
