import type { approvalItem } from '@contract/approval/approval';
import { DOMAIN_NAMES, detailDomainParam } from '@contract/platform/domains';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { Deciding } from '@/shared/knowledge/decide-dialog';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { type PagedColumn, PagedTable } from '@/shared/table/paged-table';

type ApprovalItem = z.infer<typeof approvalItem>;
const deciding = (item: ApprovalItem, approve: boolean): Deciding => ({
  item: { knowledgeId: item.knowledgeId, title: item.title, version: item.version, submitterName: item.submitter.nickname },
  approve,
});

function columnsFor(onDecide: (d: Deciding) => void): PagedColumn<ApprovalItem>[] {
  return [
    {
      key: 'title',
      title: '标题',
      size: 240,
      render: (item) => (
        // The pending version itself, which approvers may open; documents and videos carry their domain.
        <Anchor
          renderRoot={(props) => (
            <Link
              {...props}
              to="/detail"
              search={{ id: item.knowledgeId, version: item.version, domainId: detailDomainParam(item.domainId) }}
            />
          )}
          fz="sm"
          fw={500}
        >
          {item.title}
        </Anchor>
      ),
    },
    {
      key: 'isNew',
      title: '类型',
      size: 190,
      render: (item) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color={item.isNew ? undefined : 'grape'}>
            {item.isNew ? '新建' : '更新'}
          </Badge>
          <Text fz="xs" c="dimmed">
            {DOMAIN_NAMES[item.domainId]} · 第{item.version}版
          </Text>
        </Group>
      ),
    },
    { key: 'submitter', title: '提交人', size: 100, render: (item) => item.submitter.nickname },
    {
      key: 'submittedAt',
      title: '提交时间',
      size: 100,
      render: (item) => <span title={formatDateTime(item.submittedAt)}>{relativeTime(item.submittedAt)}</span>,
    },
    {
      key: 'actions',
      title: '操作',
      size: 130,
      render: (item) => (
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" color="teal" onClick={() => onDecide(deciding(item, true))}>
            通过
          </Button>
          <Button size="compact-sm" variant="light" color="red" onClick={() => onDecide(deciding(item, false))}>
            驳回
          </Button>
        </Group>
      ),
    },
  ];
}

interface ApprovalTableProps {
  items: ApprovalItem[];
  total: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onDecide: (d: Deciding) => void;
}

/** The pending versions of one page of the queue: a table, or cards on a phone. */
export function ApprovalTable({ items, onDecide, ...paging }: ApprovalTableProps) {
  // onDecide is a state setter from the screen: stable, so the columns are built once.
  const columns = useMemo(() => columnsFor(onDecide), [onDecide]);
  return (
    <PagedTable
      label="待审核列表"
      columns={columns}
      rows={items}
      {...paging}
      rowKey={(item) => `${item.knowledgeId}:${item.version}`}
      rowLabel={(item) => item.title}
    />
  );
}
