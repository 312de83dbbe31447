import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { TableIcon } from '@/shared/knowledge/list-icons';

interface ColumnChooserProps {
  columns: { id: string; header: string }[];
  value: ColumnVisibilityState;
  onChange: (next: ColumnVisibilityState) => void;
}

/** Which optional columns the entry table shows. */
export function ColumnChooser({ columns, value, onChange }: ColumnChooserProps) {
  return (
    <Popover position="bottom-end" shadow="md" withArrow>
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
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
