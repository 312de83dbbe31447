import { type KnowledgeListItem, STATUS_NAMES } from '@contract/knowledge';
import type { LIST_SORTS } from '@contract/knowledge-terms';
import { Anchor, Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import {
  type ColumnVisibilityState,
  columnVisibilityFeature,
  createColumnHelper,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { hashLink } from '@/shared/lib/links';
import classes from './entry-table.module.css';

type Sort = (typeof LIST_SORTS)[number];

const features = tableFeatures({ columnVisibilityFeature });
const helper = createColumnHelper<typeof features, KnowledgeListItem>();

const when = (iso: string | null) =>
  iso ? (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {relativeTime(iso)}
    </time>
  ) : (
    '—'
  );

/**
 * The table's columns; `title` cannot be hidden. Like the cards, the title
 * carries the newest version's status in lists of one's own entries, else
 * only for entries never published.
 */
const columnsFor = (showStatus: boolean) =>
  helper.columns([
    helper.accessor('title', {
      header: '标题',
      enableHiding: false,
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          {showStatus || (row.original.status !== 'published' && !row.original.publishedAt) ? (
            <Badge size="xs" variant="light" color={row.original.status === 'published' ? 'teal' : 'gray'}>
              {STATUS_NAMES[row.original.status]}
            </Badge>
          ) : null}
          <Anchor href={hashLink('/detail', { id: row.original.id })} fz="sm" fw={500} lineClamp={1}>
            {row.original.title}
          </Anchor>
        </Group>
      ),
    }),
    helper.accessor((r) => r.group?.name ?? '', { id: 'group', header: '所属组织' }),
    helper.accessor((r) => r.labels.map((l) => l.name).join('、'), {
      id: 'labels',
      header: '标签',
      cell: ({ getValue }) => (
        <Text fz="xs" c="dimmed" lineClamp={1} title={getValue()}>
          {getValue() || '—'}
        </Text>
      ),
    }),
    helper.accessor((r) => r.author.nickname, { id: 'author', header: '作者' }),
    helper.accessor('publishedAt', { header: '发布时间', cell: ({ getValue }) => when(getValue()) }),
    helper.accessor('updatedAt', { header: '更新时间', cell: ({ getValue }) => when(getValue()) }),
    helper.accessor('views', { header: '阅读' }),
    helper.accessor('likeCount', { header: '点赞' }),
    helper.accessor('commentCount', { header: '评论' }),
  ]);
const COLUMNS = columnsFor(false);
const COLUMNS_WITH_STATUS = columnsFor(true);

/** Column ids and their headers, for the column chooser. */
export const HIDEABLE_COLUMNS = COLUMNS.filter((c) => c.enableHiding !== false).map((c) => ({
  id: (c.id ?? ('accessorKey' in c ? c.accessorKey : '')) as string,
  header: String(c.header),
}));

/** The sort a column header applies when clicked (the server sorts). */
const SORT_OF: Record<string, Sort> = {
  title: 'title',
  publishedAt: 'newest',
  updatedAt: 'updated',
  views: 'views',
  likeCount: 'likes',
};
const NUMERIC = new Set(['views', 'likeCount', 'commentCount']);

interface EntryTableProps {
  rows: KnowledgeListItem[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  columnVisibility: ColumnVisibilityState;
  /** Lists of one's own entries show every status. */
  showStatus: boolean;
}

/** Entries as a dense table; a header with a server sort orders the list by it. */
export function EntryTable({ rows, sort, onSort, columnVisibility, showStatus }: EntryTableProps) {
  const table = useTable({
    features,
    columns: showStatus ? COLUMNS_WITH_STATUS : COLUMNS,
    data: rows,
    getRowId: (r) => String(r.id),
    state: { columnVisibility },
  });
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" className={classes.table}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const target = SORT_OF[header.column.id];
                const active = target === sort;
                return (
                  <Table.Th
                    key={header.id}
                    className={NUMERIC.has(header.column.id) ? classes.num : undefined}
                    aria-sort={active ? (sort === 'title' ? 'ascending' : 'descending') : undefined}
                  >
                    {target ? (
                      <UnstyledButton
                        className={classes.sortable}
                        data-active={active || undefined}
                        onClick={() => onSort(target)}
                      >
                        <table.FlexRender header={header} />
                        <span aria-hidden>{active ? (sort === 'title' ? ' ↑' : ' ↓') : ''}</span>
                      </UnstyledButton>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id} className={NUMERIC.has(cell.column.id) ? classes.num : undefined}>
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
