import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import type { ColumnVisibilityState } from '@tanstack/react-table';

interface ColumnChooserProps {
  columns: { id: string; header: string }[];
  value: ColumnVisibilityState;
  onChange: (next: ColumnVisibilityState) => void;
  /** Back to every column at its default width. */
  onReset: () => void;
}

/** Which of a report table's columns show; remembered with the widths. */
export function ColumnChooser({ columns, value, onChange, onReset }: ColumnChooserProps) {
  return (
    <Popover position="bottom-end" shadow="md" withArrow hideDetached={false}>
      <Popover.Target>
        <Button variant="default" size="xs">
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
          <Button size="compact-xs" variant="subtle" onClick={onReset}>
            恢复默认列与列宽
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
