import { Group, Pagination, Text } from '@mantine/core';

interface ListPagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Page numbers under a list, hidden when everything fits on one page. */
export function ListPager({ total, page, pageSize, onPage }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="center" gap="md" mt="lg">
      <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} withEdges aria-label="分页" />
      <Text fz="sm" c="dimmed">
        共 {pages} 页
      </Text>
    </Group>
  );
}
