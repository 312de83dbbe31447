import { Button, Group, Pill } from '@mantine/core';

export interface ActiveFilter {
  key: string;
  /** What the chip says, e.g. '标签：制度规范'. */
  text: string;
  onRemove: () => void;
}

/** The filters in force as removable chips, with '清除筛选' to drop them all. */
export function ActiveFilters({ filters, onClear }: { filters: readonly ActiveFilter[]; onClear: () => void }) {
  if (filters.length === 0) return null;
  return (
    <Group gap={8} aria-label="已选条件" role="group">
      {filters.map((f) => (
        <Pill
          key={f.key}
          size="md"
          withRemoveButton
          onRemove={f.onRemove} // Pill hides its remove button from keyboards and readers (made for PillsInput); here it is the only way to remove.
          removeButtonProps={{ 'aria-label': `移除 ${f.text}`, 'aria-hidden': false, tabIndex: 0 }}
        >
          {f.text}
        </Pill>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        清除筛选
      </Button>
    </Group>
  );
}
