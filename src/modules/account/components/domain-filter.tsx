import { LIVE_DOMAINS } from '@contract/platform/domains';
import { Select } from '@mantine/core';

const OPTIONS = [{ value: '', label: '全部知识域' }, ...LIVE_DOMAINS.map((d) => ({ value: String(d.id), label: d.menuName }))];

/** Picks one domain or all of them; the list below follows the URL. */
export function DomainFilter({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  return (
    <Select
      aria-label="知识域"
      data={OPTIONS}
      value={value === undefined ? '' : String(value)}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      allowDeselect={false}
      w={150}
    />
  );
}
