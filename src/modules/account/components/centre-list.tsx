import { Button, Card, Skeleton, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { ListPager } from '@/shared/knowledge/list-pager';
import { QueryError } from '@/shared/ui/query-error';

/** What a personal-centre list reads of its query. */
interface ListQuery<T extends { total: number; list: unknown[] }> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

interface CentreListProps<T extends { total: number; list: unknown[] }> {
  query: ListQuery<T>;
  /** Said in a card when the page holds nothing (with or without filters). */
  empty: string;
  /** The rows of a non-empty page. */
  children: (data: T) => ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/**
 * A list of the personal centre in its states — loading, failed (with
 * retry), empty (a sentence), rows — and its pages under it.
 */
export function CentreList<T extends { total: number; list: unknown[] }>({
  query,
  empty,
  children,
  page,
  pageSize,
  onPage,
}: CentreListProps<T>) {
  const { data } = query;
  return (
    <>
      {query.isPending ? (
        <Skeleton h={160} />
      ) : query.isError || data === undefined ? (
        <QueryError error={query.error} onRetry={query.refetch} />
      ) : data.list.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {empty}
          </Text>
        </Card>
      ) : (
        children(data)
      )}
      {data ? <ListPager total={data.total} page={page} pageSize={pageSize} onPage={onPage} /> : null}
    </>
  );
}

interface ClearAllButtonProps {
  /** The button's words, also the confirmation's title (清空足迹, 清空记录 …). */
  label: string;
  title: string;
  /** What clearing removes, said before it is confirmed. */
  warning: string;
  disabled: boolean;
  loading: boolean;
  /** Clears; calls `done` once it succeeded, which closes the confirmation. */
  onConfirm: (done: () => void) => void;
}

/** "Clear all" of a personal-centre list: a red button and the confirmation it opens. */
export function ClearAllButton({ label, title, warning, disabled, loading, onConfirm }: ClearAllButtonProps) {
  const [clearing, setClearing] = useState(false);
  return (
    <>
      <Button variant="subtle" color="red" disabled={disabled} onClick={() => setClearing(true)}>
        {label}
      </Button>
      <ConfirmModal
        opened={clearing}
        title={title}
        confirmLabel="全部清空"
        danger
        loading={loading}
        onClose={() => setClearing(false)}
        onConfirm={() => onConfirm(() => setClearing(false))}
      >
        {warning}
      </ConfirmModal>
    </>
  );
}
