import type { approvalItem } from '@contract/approval';
import { DOMAIN_NAMES, detailDomainParam } from '@contract/domains';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useNarrow } from '@/shared/hooks/use-narrow';
import type { Deciding } from '@/shared/knowledge/decide-dialog';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';

type ApprovalItem = z.infer<typeof approvalItem>;
const deciding = (item: ApprovalItem, approve: boolean): Deciding => ({
  item: { knowledgeId: item.knowledgeId, title: item.title, version: item.version, submitterName: item.submitter.nickname },
  approve,
});

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ApprovalItem>();

function columnsFor(onDecide: (d: Deciding) => void) {
  return helper.columns([
    helper.accessor('title', {
      header: '标题',
      cell: ({ row }) => {
        const item = row.original;
        // The pending version itself, which approvers may open; documents and videos carry their domain.
        const domainId = detailDomainParam(item.domainId);
        return (
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/detail" search={{ id: item.knowledgeId, version: item.version, domainId }} />
            )}
            fz="sm"
            fw={500}
          >
            {item.title}
          </Anchor>
        );
      },
    }),
    helper.accessor('isNew', {
      header: '类型',
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color={row.original.isNew ? undefined : 'grape'}>
            {row.original.isNew ? '新建' : '更新'}
          </Badge>
          <Text fz="xs" c="dimmed">
            {DOMAIN_NAMES[row.original.domainId]} · 第{row.original.version}版
          </Text>
        </Group>
      ),
    }),
    helper.accessor((r) => r.submitter.nickname, { id: 'submitter', header: '提交人' }),
    helper.accessor('submittedAt', {
      header: '提交时间',
      cell: ({ getValue }) => <span title={formatDateTime(getValue())}>{relativeTime(getValue())}</span>,
    }),
    helper.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" color="teal" onClick={() => onDecide(deciding(row.original, true))}>
            通过
          </Button>
          <Button size="compact-sm" variant="light" color="red" onClick={() => onDecide(deciding(row.original, false))}>
            驳回
          </Button>
        </Group>
      ),
    }),
  ]);
}

interface ApprovalTableProps {
  items: ApprovalItem[];
  onDecide: (d: Deciding) => void;
}

/** One pending version as a card (phones): what the table's row says, with 通过 and 驳回 in reach of a thumb. */
function ApprovalCard({ item, onDecide }: { item: ApprovalItem; onDecide: (d: Deciding) => void }) {
  const domainId = detailDomainParam(item.domainId);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={item.title}>
      <Stack gap={6}>
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/detail" search={{ id: item.knowledgeId, version: item.version, domainId }} />
          )}
          fw={500}
        >
          {item.title}
        </Anchor>
        <Group gap={6}>
          <Badge variant="light" color={item.isNew ? undefined : 'grape'}>
            {item.isNew ? '新建' : '更新'}
          </Badge>
          <Text fz="xs" c="dimmed">
            {DOMAIN_NAMES[item.domainId]} · 第{item.version}版 · {item.submitter.nickname} ·{' '}
            <span title={formatDateTime(item.submittedAt)}>{relativeTime(item.submittedAt)}</span>
          </Text>
        </Group>
        <Group gap="xs" grow>
          <Button color="teal" onClick={() => onDecide(deciding(item, true))}>
            通过
          </Button>
          <Button variant="light" color="red" onClick={() => onDecide(deciding(item, false))}>
            驳回
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The pending versions of one page of the queue: a table, or cards on a phone. */
export function ApprovalTable({ items, onDecide }: ApprovalTableProps) {
  // onDecide is a state setter from the screen: stable, so the columns are built once.
  const columns = useMemo(() => columnsFor(onDecide), [onDecide]);
  const table = useTable({ features, columns, data: items, getRowId: (r) => `${r.knowledgeId}:${r.version}` });
  const narrow = useNarrow();
  if (narrow)
    return (
      <Stack gap="sm" aria-label="待审核列表">
        {items.map((item) => (
          <ApprovalCard key={`${item.knowledgeId}:${item.version}`} item={item} onDecide={onDecide} />
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="待审核列表">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id}>{header.isPlaceholder ? null : <table.FlexRender header={header} />}</Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <Table.Td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
