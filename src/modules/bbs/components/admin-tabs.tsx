import { Tabs } from '@mantine/core';

/**
 * The tabs of a forum admin screen, held in the URL (`?tab=`): switching
 * starts the new tab at its first page.
 */
export function AdminTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (tab: T) => void;
}) {
  return (
    <Tabs value={value} onChange={(v) => v && v !== value && onChange(v as T)} keepMounted={false}>
      <Tabs.List aria-label={label}>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
