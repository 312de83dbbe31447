import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListPager } from '@/shared/knowledge/list-pager';
import { QueryError } from '@/shared/ui/query-error';
import { videoQueries } from '../api/video-queries';
import { resultsRequest, VIDEO_PAGE_SIZE } from '../lib/video-request';
import type { VideoSearch } from '../lib/video-search';
import { VideoGrid } from './video-grid';

interface VideoResultsProps {
  search: VideoSearch;
  onSearch: (next: Partial<VideoSearch>) => void;
  onClear: () => void;
  now: Date;
}

/** The videos matching the home's keyword or label, newest first, paged. */
export function VideoResults({ search, onSearch, onClear, now }: VideoResultsProps) {
  const query = useQuery(videoQueries.list(resultsRequest(search)));
  const { data, isFetching, isPlaceholderData } = query;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="搜索结果">
      <Stack gap="md">
        <Group justify="space-between">
          <Text fz="sm" c="dimmed" aria-live="polite">
            {data ? `找到 ${data.total} 个视频` : '正在查找…'}
            {search.keyword ? `，关键词「${search.keyword}」` : ''}
          </Text>
          <Button variant="subtle" size="xs" onClick={onClear}>
            清除筛选
          </Button>
        </Group>
        <QueryError error={query.error} onRetry={query.refetch} />
        <div style={{ opacity: isFetching && isPlaceholderData ? 0.6 : 1 }}>
          {data ? <VideoGrid items={data.list} empty="没有找到匹配的视频" now={now} /> : null}
        </div>
        <ListPager total={data?.total ?? 0} page={search.page} pageSize={VIDEO_PAGE_SIZE} onPage={(page) => onSearch({ page })} />
      </Stack>
    </Paper>
  );
}
