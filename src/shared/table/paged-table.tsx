import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import {
  type ColumnDef,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { useNarrow } from '@/shared/hooks/use-narrow';
import { ColumnChooser } from '@/shared/knowledge/column-chooser';
import { ListPager } from '@/shared/knowledge/list-pager';
import { InfoHint } from '@/shared/ui/info-hint';
import { useColumnMemory } from './column-memory';
import { PagedCards } from './paged-cards';
import type { PagedColumn, PagedRow } from './paged-column';
import classes from './paged-table.module.css';

const features = tableFeatures({ columnVisibilityFeature, columnSizingFeature, columnResizingFeature });

export type { PagedColumn, PagedRow } from './paged-column';

interface PagedTableProps<Row extends PagedRow> {
  /**
   * Names the table for the remembered columns (e.g. `searchLog.rows`, `admin.users`): the user picks
   * and drags them, and the count and toolbar line shows above. Without it the table is plain: its
   * columns as declared, filling the width, with nothing above the rows.
   */
  memoryKey?: string;
  label: string;
  columns: PagedColumn<Row>[];
  /** One page, as the server sent it: the table never holds more. */
  rows: Row[];
  total: number;
  page: number;
  size: number;
  sort?: string;
  desc?: boolean;
  /** Asks the server for another order; a table without it sorts nothing. */
  onSort?: (sort: string, desc: boolean) => void;
  onPage: (page: number) => void;
  onDrill?: (row: Row, column: PagedColumn<Row>) => void;
  rowKey: (row: Row) => string;
  /** The row's accessible name (its title), on the table row and on the phone card. */
  rowLabel?: (row: Row) => string;
  /** Said under the header when the page has no row (default 所选范围内没有数据; null: nothing). */
  empty?: ReactNode;
  toolbar?: ReactNode;
  /** Leave out 共 N 条 above the rows, for a screen that already says it (the toolbar line stays). */
  noCount?: boolean;
  loading?: boolean;
}

const noSort = () => {};

const resolve = <T,>(u: Updater<T>, old: T): T => (typeof u === 'function' ? (u as (o: T) => T)(old) : u);

const display = (v: unknown): ReactNode =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'number' ? v.toLocaleString('zh-CN') : String(v);

/**
 * A page of rows (a report's, a console list's): the server sorts and pages (a header click asks it for
 * another order), the user picks columns and drags widths (remembered per
 * user and report), and a drillable number opens the rows behind it.
 */
export function PagedTable<Row extends PagedRow>(props: PagedTableProps<Row>) {
  const { columns, rows, total, page, size, sort, desc, onPage, onDrill, rowLabel } = props;
  const onSort = props.onSort ?? noSort;
  const plain = props.memoryKey === undefined;
  const memory = useColumnMemory(props.memoryKey);
  // The columns hidden by declaration, under what the user chose.
  const visibility = useMemo(
    () => ({ ...Object.fromEntries(columns.filter((c) => c.hidden).map((c) => [c.key, false])), ...memory.visibility }),
    [columns, memory.visibility],
  );
  const defs = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((c) => ({
        id: c.key,
        accessorFn: (r: Row) => r[c.key],
        header: c.title,
        enableHiding: !c.fixed,
        enableResizing: !plain,
        size: c.size ?? (c.numeric ? 110 : 160),
        minSize: 60,
        cell: ({ row }: { row: { original: Row } }) => {
          const content = c.render ? c.render(row.original) : display(row.original[c.key]);
          const value = row.original[c.key];
          if (c.drill && onDrill && typeof value === 'number' && value > 0)
            return (
              <UnstyledButton
                className={classes.drill}
                onClick={() => onDrill(row.original, c)}
                aria-label={`查看${c.title} ${value.toLocaleString('zh-CN')} 的明细`}
              >
                {content}
              </UnstyledButton>
            );
          return content;
        },
      })),
    [columns, onDrill, plain],
  );
  const table = useTable({
    features,
    columns: defs,
    data: rows,
    getRowId: props.rowKey,
    columnResizeMode: 'onEnd',
    state: { columnVisibility: visibility, columnSizing: memory.sizing },
    onColumnVisibilityChange: (u) => memory.setVisibility(resolve(u, visibility)),
    onColumnSizingChange: (u) => memory.setSizing(resolve(u, memory.sizing)),
  });
  const byId = new Map(columns.map((c) => [c.key, c]));
  const narrow = useNarrow();

  return (
    <div>
      {plain ? null : (
        <Group justify={props.noCount ? 'flex-end' : 'space-between'} mb="xs" gap="xs">
          {props.noCount ? null : (
            <Text fz="sm" c="dimmed">
              共 {total.toLocaleString('zh-CN')} 条
            </Text>
          )}
          <Group gap="xs">
            {props.toolbar}
            <ColumnChooser
              columns={columns.filter((c) => !c.fixed).map((c) => ({ id: c.key, header: c.title }))}
              value={visibility}
              onChange={memory.setVisibility}
              onReset={memory.reset}
            />
          </Group>
        </Group>
      )}
      {narrow ? (
        <PagedCards
          table={table}
          byId={byId}
          label={props.label}
          sort={sort}
          desc={desc}
          onSort={onSort}
          columns={props.onSort ? columns : []}
          rowLabel={rowLabel}
        />
      ) : (
        /* Focusable, so a keyboard can scroll a table wider than the page (axe scrollable-region-focusable). */
        <Table.ScrollContainer minWidth={table.getTotalSize()} type="native" tabIndex={0} role="region" aria-label={props.label}>
          <Table
            striped
            highlightOnHover
            fz="sm"
            verticalSpacing={6}
            aria-label={props.label}
            aria-busy={props.loading || undefined}
            className={classes.table}
            style={{ width: plain ? '100%' : table.getTotalSize() }}
          >
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => {
                    const c = byId.get(header.column.id);
                    const active = sort === header.column.id;
                    return (
                      <Table.Th
                        key={header.id}
                        style={{ width: header.getSize() }}
                        className={c?.numeric ? classes.num : undefined}
                        aria-sort={active ? (desc ? 'descending' : 'ascending') : undefined}
                      >
                        <div className={classes.head}>
                          {c?.sortable && props.onSort ? (
                            <UnstyledButton
                              className={classes.sortable}
                              data-active={active || undefined}
                              onClick={() => onSort(header.column.id, active ? !desc : !!c.numeric)}
                            >
                              <table.FlexRender header={header} />
                              {/* Every sortable column says so; the sorted one says which way (issue 28). */}
                              <span aria-hidden className={active ? undefined : classes.sortHint}>
                                {active ? (desc ? '↓' : '↑') : '↕'}
                              </span>
                            </UnstyledButton>
                          ) : (
                            <table.FlexRender header={header} />
                          )}
                          {c?.note ? <InfoHint note={c.note} label={c.title} /> : null}
                        </div>
                        {plain ? null : (
                          <div
                            className={classes.resizer}
                            onMouseDown={header.getResizeHandler()}
                            onTouchStart={header.getResizeHandler()}
                            aria-hidden
                          />
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {table.getRowModel().rows.map((row) => (
                <Table.Tr key={row.id} aria-label={rowLabel?.(row.original)}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id} className={byId.get(cell.column.id)?.numeric ? classes.num : undefined}>
                      <table.FlexRender cell={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows.length === 0 && (props.loading || props.empty !== null) ? (
        <Text c="dimmed" ta="center" py="md" fz="sm">
          {props.loading ? '加载中…' : (props.empty ?? '所选范围内没有数据')}
        </Text>
      ) : null}
      <ListPager total={total} page={page} pageSize={size} onPage={onPage} label={`${props.label}分页`} compact align="end" />
    </div>
  );
}

/**
 * The rows, paging and sorting props of a server-paged table, from its query, the
 * input it asked with and the URL change: a header click asks for another
 * order from the first page, a pager click for another page.
 */
export function pagedTable<Row>(
  query: { data?: { list: Row[]; total: number }; isFetching: boolean },
  input: { page: number; size: number; sort?: string; desc?: boolean },
  onChange: (next: { sort?: string; desc?: boolean; page?: number }) => void,
) {
  return {
    rows: query.data?.list ?? [],
    total: query.data?.total ?? 0,
    page: input.page,
    size: input.size,
    sort: input.sort,
    desc: input.desc,
    loading: query.isFetching,
    onSort: (sort: string, desc: boolean) => onChange({ sort, desc: desc || undefined, page: 1 }),
    onPage: (page: number) => onChange({ page }),
  };
}
