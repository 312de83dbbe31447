import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '@/shared/ui/query-error';
import { plateQueries } from '../api/plate-queries';
import { PlateList } from '../components/plate-list';

/** `/bbs/mine/plate` (我关注的版块): the plates the user follows, the latest followed first; unfollowing removes one. */
export function MinePlatesScreen() {
  const query = useQuery(plateQueries.mine());
  return (
    <Stack gap="md">
      <Title order={2} fz={24}>
        我关注的版块
      </Title>
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <PlateList plates={query.data ?? []} label="我关注的版块" loading={query.isLoading} empty="还没有关注任何版块" />
    </Stack>
  );
}
