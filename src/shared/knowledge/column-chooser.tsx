import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { TableIcon } from './list-icons';

interface ColumnChooserProps {
  columns: { id: string; header: string }[];
  value: ColumnVisibilityState;
  onChange: (next: ColumnVisibilityState) => void;
  /** When given, a button brings every column back at its default width. */
  onReset?: () => void;
}

/** Which of a table's optional columns show (the entry table, the report tables). */
export function ColumnChooser({ columns, value, onChange, onReset }: ColumnChooserProps) {
  return (
    // Kept shown when its button scrolls out of a table's toolbar (Mantine hides detached popovers).
    <Popover position="bottom-end" shadow="md" withArrow hideDetached={false}>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<TableIcon size={14} />}>
          显示列
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={8}>
          {columns.map((c) => (
            <Checkbox
              key={c.id}
              size="xs"
              label={c.header}
              checked={value[c.id] !== false}
              onChange={(e) => onChange({ ...value, [c.id]: e.currentTarget.checked })}
            />
          ))}
          {onReset ? (
            <Button size="compact-xs" variant="subtle" onClick={onReset}>
              恢复默认列与列宽
            </Button>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
