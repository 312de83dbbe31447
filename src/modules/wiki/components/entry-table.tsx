import { type KnowledgeListItem, STATUS_NAMES } from '@contract/knowledge/knowledge';
import type { LIST_SORTS } from '@contract/knowledge/knowledge-terms';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { hashLink } from '@/shared/lib/links';
import { type PagedColumn, PagedTable } from '@/shared/table/paged-table';

type Sort = (typeof LIST_SORTS)[number];
type Row = KnowledgeListItem & Record<string, unknown>;

const when = (iso: string | null) =>
  iso ? (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {relativeTime(iso)}
    </time>
  ) : (
    '—'
  );

/** The sort a column header applies when clicked (the server sorts, each key one way). */
const SORT_OF: Partial<Record<string, Sort>> = {
  title: 'title',
  publishedAt: 'newest',
  updatedAt: 'updated',
  views: 'views',
  likeCount: 'likes',
};
const COLUMN_OF = Object.fromEntries(Object.entries(SORT_OF).map(([column, sort]) => [sort, column])) as Record<Sort, string>;

/**
 * The table's columns; `title` cannot be hidden. Like the cards, the title
 * carries the newest version's status in lists of one's own entries, else
 * only for entries never published.
 */
const columnsFor = (showStatus: boolean): PagedColumn<Row>[] => [
  {
    key: 'title',
    title: '标题',
    fixed: true,
    sortable: true,
    size: 360,
    render: (r) => (
      <Group gap={6} wrap="nowrap">
        {showStatus || (r.status !== 'published' && !r.publishedAt) ? (
          <Badge size="xs" variant="light" color={r.status === 'published' ? 'teal' : 'gray'}>
            {STATUS_NAMES[r.status]}
          </Badge>
        ) : null}
        <Anchor href={hashLink('/detail', { id: r.id })} fz="sm" fw={500} lineClamp={1}>
          {r.title}
        </Anchor>
      </Group>
    ),
  },
  { key: 'group', title: '所属组织', render: (r) => r.group?.name ?? '—' },
  {
    key: 'labels',
    title: '标签',
    size: 200,
    render: (r) => {
      const names = r.labels.map((l) => l.name).join('、');
      return (
        <Text fz="xs" c="dimmed" lineClamp={1} title={names}>
          {names || '—'}
        </Text>
      );
    },
  },
  { key: 'author', title: '作者', size: 110, render: (r) => r.author.nickname },
  // Dense by default: the publication time waits in 显示列.
  { key: 'publishedAt', title: '发布时间', sortable: true, hidden: true, size: 120, render: (r) => when(r.publishedAt) },
  { key: 'updatedAt', title: '更新时间', sortable: true, size: 120, render: (r) => when(r.updatedAt) },
  { key: 'views', title: '阅读', numeric: true, sortable: true, size: 90 },
  { key: 'likeCount', title: '点赞', numeric: true, sortable: true, size: 90 },
  { key: 'commentCount', title: '评论', numeric: true, size: 90 },
];
const COLUMNS = columnsFor(false);
const COLUMNS_WITH_STATUS = columnsFor(true);

interface EntryTableProps {
  rows: KnowledgeListItem[];
  total: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** Lists of one's own entries show every status. */
  showStatus: boolean;
}

/** Entries as a dense table (the one paged table); a header with a server sort orders the list by it. */
export function EntryTable({ rows, total, page, size, onPage, sort, onSort, showStatus }: EntryTableProps) {
  return (
    <PagedTable<Row>
      memoryKey="wiki.list"
      label="词条"
      noCount
      columns={showStatus ? COLUMNS_WITH_STATUS : COLUMNS}
      rows={rows as Row[]}
      total={total}
      page={page}
      size={size}
      onPage={onPage}
      sort={COLUMN_OF[sort]}
      desc={sort !== 'title'}
      onSort={(column) => {
        const next = SORT_OF[column];
        if (next) onSort(next);
      }}
      rowKey={(r) => String(r.id)}
      rowLabel={(r) => r.title}
    />
  );
}
