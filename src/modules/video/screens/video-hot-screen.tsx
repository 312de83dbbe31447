import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ClockIcon, FireIcon } from '@/shared/knowledge/list-icons';
import { ListPager } from '@/shared/knowledge/list-pager';
import { videoQueries } from '../api/video-queries';
import { VideoGrid } from '../components/video-grid';
import { type HotSearch, hotRequest, VIDEO_PAGE_SIZE } from '../lib/video-search';

interface VideoHotScreenProps {
  search: HotSearch;
  onSearch: (next: HotSearch) => void;
}

/** `/video/hotTopicsAndUpdate`: hot and recently updated videos, one tab each, paged. */
export function VideoHotScreen({ search, onSearch }: VideoHotScreenProps) {
  const { data, isFetching, isPlaceholderData, isError, error } = useQuery(videoQueries.list(hotRequest(search)));
  const [now] = useState(() => new Date());
  const hot = search.tab === 'hot';
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz={24}>
          热门与最近更新
        </Title>
        <Text c="dimmed" fz="sm" mt={4}>
          热门按近30天的观看人次排序；最近更新按最后修改时间排序
        </Text>
      </div>
      <Tabs value={search.tab} onChange={(tab) => onSearch({ tab: tab === 'updated' ? 'updated' : 'hot', page: 1 })}>
        <Tabs.List>
          <Tabs.Tab value="hot" leftSection={<FireIcon size={16} />}>
            热门视频
          </Tabs.Tab>
          <Tabs.Tab value="updated" leftSection={<ClockIcon size={16} />}>
            最近更新
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {isError ? <Text c="red">{error.message}</Text> : null}
      <Paper withBorder radius="md" p="lg" style={{ opacity: isFetching && isPlaceholderData ? 0.6 : 1 }}>
        {data ? (
          <VideoGrid
            items={data.list}
            empty="还没有发布的视频"
            date={hot ? 'published' : 'updated'}
            rankFrom={hot ? (search.page - 1) * VIDEO_PAGE_SIZE + 1 : undefined}
            now={now}
          />
        ) : null}
      </Paper>
      <ListPager
        total={data?.total ?? 0}
        page={search.page}
        pageSize={VIDEO_PAGE_SIZE}
        onPage={(page) => onSearch({ ...search, page })}
      />
    </Stack>
  );
}
