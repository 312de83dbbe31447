import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '@/shared/ui/query-error';
import { plateQueries } from '../api/plate-queries';
import { PlateFollowButton } from '../components/plate-follow-button';
import { PostList } from '../components/post-list';
import type { PostListSearch } from '../lib/list-search';

/** A plate's page (`home?plateId=`): its name, description, moderators and follow button over its posts. */
export function PlatePage({
  plateId,
  search,
  onSearch,
}: {
  plateId: number;
  search: PostListSearch;
  onSearch: (next: Record<string, unknown>) => void;
}) {
  const plates = useQuery(plateQueries.tree());
  const plate = plates.data?.find((p) => p.id === plateId);
  return (
    <Stack gap="md">
      <QueryError error={plates.error} onRetry={() => plates.refetch()} />
      {plates.data && !plate ? (
        <Text c="dimmed" py="xl" ta="center" role="alert">
          版块不存在或已删除
        </Text>
      ) : null}
      {plate ? (
        <>
          <Paper withBorder radius="md" p="lg" component="section" aria-label="版块信息">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Title order={2} fz={22}>
                  {plate.name}
                </Title>
                <Text c="dimmed" fz="sm" mt={4}>
                  {plate.description || '暂无版块说明'}
                </Text>
                <Text fz="xs" c="dimmed" mt={8}>
                  {plate.followerCount} 人关注
                  {plate.moderators.length ? ` · 版主：${plate.moderators.map((m) => m.nickname).join('、')}` : ''}
                </Text>
              </div>
              <PlateFollowButton plate={plate} />
            </Group>
          </Paper>
          <PostList list="plate" search={search} onSearch={onSearch} plateFilter={false} />
        </>
      ) : null}
    </Stack>
  );
}
