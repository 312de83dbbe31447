import { Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { KnowledgeCard } from '@/shared/ui/knowledge-card';
import { QueryError } from '@/shared/ui/query-error';
import { detailQueries } from '../api/detail-queries';

/** The few entries closest to this one (rare labels and title words they share, the group), strongest first. */
export function DetailRelated({ id, now }: { id: number; now: Date }) {
  const related = useQuery(detailQueries.related(id));
  return (
    <section aria-label="相关词条">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>相关词条</Text>
        {related.isFetching ? <Loader size="xs" /> : null}
      </Group>
      <QueryError error={related.error} onRetry={related.refetch} variant="inline" />
      {related.data && related.data.list.length === 0 ? (
        <Text c="dimmed" fz="sm">
          暂无相关词条
        </Text>
      ) : null}
      <Stack gap={0}>
        {related.data?.list.map((item) => (
          <KnowledgeCard key={item.id} item={item} compact now={now} />
        ))}
      </Stack>
    </section>
  );
}
