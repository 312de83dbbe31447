import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { PagedColumn, PagedRow } from './paged-column';

/**
 * The rows as cards (phones, issue 28): each shown column as a label and its value, actions and
 * drillable numbers included, so nothing scrolls off the screen; the order from a select.
 */
export function PagedCards<Row extends PagedRow>(props: {
  // biome-ignore lint/suspicious/noExplicitAny: the table's feature set is this file's own.
  table: any;
  byId: Map<string, PagedColumn<Row>>;
  columns: readonly PagedColumn<Row>[];
  label: string;
  sort?: string;
  desc?: boolean;
  onSort: (sort: string, desc: boolean) => void;
  rowLabel?: (row: Row) => string;
}) {
  const { table, byId, columns, label, sort, desc, onSort, rowLabel } = props;
  const sortable = columns.filter((c) => c.sortable);
  return (
    <Stack gap="xs" aria-label={label}>
      {sortable.length > 0 ? (
        <Select
          size="xs"
          label="排序"
          aria-label={`${label}排序`}
          placeholder="默认顺序"
          w={200}
          data={sortable.flatMap((c) => [
            { value: `${c.key}:desc`, label: `${c.title} ↓` },
            { value: `${c.key}:asc`, label: `${c.title} ↑` },
          ])}
          value={sort ? `${sort}:${desc ? 'desc' : 'asc'}` : null}
          onChange={(v) => {
            if (!v) return;
            const [key, dir] = v.split(':');
            onSort(key!, dir === 'desc');
          }}
          allowDeselect={false}
        />
      ) : null}
      {/* biome-ignore lint/suspicious/noExplicitAny: rows of the table above. */}
      {table.getRowModel().rows.map((row: any) => (
        <Paper key={row.id} withBorder radius="md" p="sm" component="article" aria-label={rowLabel?.(row.original)}>
          <Stack gap={4}>
            {/* biome-ignore lint/suspicious/noExplicitAny: cells of the row above. */}
            {row.getVisibleCells().map((cell: any) => {
              const c = byId.get(cell.column.id);
              return (
                <Group key={cell.id} gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                  <Text fz="xs" c="dimmed" miw={72}>
                    {c?.title}
                  </Text>
                  <Text fz="sm" component="div" ta="right" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    <table.FlexRender cell={cell} />
                  </Text>
                </Group>
              );
            })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
