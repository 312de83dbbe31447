import { Badge, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DecideDialog, type Deciding } from '@/shared/knowledge/decide-dialog';
import { QueryError } from '@/shared/ui/query-error';
import { APPROVAL_PAGE_SIZE, approvalQueries } from '../api/approval-queries';
import { ApprovalTable } from '../components/approval-table';

interface ApprovalScreenProps {
  page: number;
  onPage: (page: number) => void;
}

/** `/approval` (审核中心): pending versions, oldest first, approved or rejected one by one. */
export function ApprovalScreen({ page, onPage }: ApprovalScreenProps) {
  const { data, isPending, isError, error, refetch } = useQuery(approvalQueries.queue({ page }));
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / APPROVAL_PAGE_SIZE));

  // Deciding the last item of the last page leaves it empty: step back to a page with items.
  useEffect(() => {
    if (data && data.list.length === 0 && page > 1) onPage(Math.min(page - 1, pages));
  }, [data, page, pages, onPage]);

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Title order={2} fz={24}>
          审核中心
        </Title>
        {data ? (
          <Badge size="lg" variant="light" color={data.total ? 'orange' : 'gray'} data-testid="queue-count">
            待审核 {data.total}
          </Badge>
        ) : null}
      </Group>
      <Card withBorder radius="md" p="lg">
        {isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : isError ? (
          <QueryError error={error} onRetry={refetch} />
        ) : data.total === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            暂无待审核的内容
          </Text>
        ) : (
          <ApprovalTable
            items={data.list}
            total={data.total}
            page={page}
            size={APPROVAL_PAGE_SIZE}
            onPage={onPage}
            onDecide={setDeciding}
          />
        )}
      </Card>
      <DecideDialog deciding={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}
