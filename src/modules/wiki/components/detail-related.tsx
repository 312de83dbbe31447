import { Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { KnowledgeCard } from '@/shared/ui/knowledge-card';
import { QueryError } from '@/shared/ui/query-error';
import { detailQueries, RELATED_PAGE_SIZE } from '../api/detail-queries';

/** Entries close to this one by labels and group, ten per page. */
export function DetailRelated({ id, now }: { id: number; now: Date }) {
  const [page, setPage] = useState(1);
  const related = useQuery(detailQueries.related({ id, page }));
  const pages = Math.ceil((related.data?.total ?? 0) / RELATED_PAGE_SIZE);
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
      {pages > 1 ? <Pagination mt="sm" size="sm" total={pages} value={page} onChange={setPage} /> : null}
    </section>
  );
}
