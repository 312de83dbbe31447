import { Tabs } from '@mantine/core';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { searchableDomains } from '@/shared/lib/searchable-domains';

interface DomainTabsProps {
  value: number | undefined;
  /** Result count per domain id; undefined while unknown. */
  counts: ReadonlyMap<number, number> | undefined;
  onChange: (domainId: number | undefined) => void;
}

const ALL = 'all';

/** 全部 and one tab per domain the user may read (词条 / 文档 / 视频), each with its number of results. */
export function DomainTabs({ value, counts, onChange }: DomainTabsProps) {
  const tabs = searchableDomains(usePermissions());
  const total = counts ? [...counts.values()].reduce((a, b) => a + b, 0) : undefined;
  const label = (name: string, n: number | undefined) => (n === undefined ? name : `${name} ${n}`);
  return (
    <Tabs
      value={value ? String(value) : ALL}
      onChange={(v) => onChange(v && v !== ALL ? Number(v) : undefined)}
      aria-label="知识域"
    >
      <Tabs.List>
        <Tabs.Tab value={ALL}>{label('全部', total)}</Tabs.Tab>
        {tabs.map((d) => (
          <Tabs.Tab key={d.id} value={String(d.id)}>
            {label(d.noun, counts ? (counts.get(d.id) ?? 0) : undefined)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
