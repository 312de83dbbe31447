import { SORT_NAMES } from '@contract/knowledge/knowledge';
import { LIST_SORTS } from '@contract/knowledge/knowledge-terms';
import { SegmentedControl } from '@mantine/core';

type Sort = (typeof LIST_SORTS)[number];
const OPTIONS = LIST_SORTS.map((s) => ({ value: s, label: SORT_NAMES[s] }));

/** The orders of knowledge lists (SORT_NAMES). */
export function SortControl({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  return (
    <SegmentedControl
      aria-label="排序"
      size="xs"
      data={OPTIONS}
      value={value}
      onChange={(v) => onChange(v as Sort)}
      withItemsBorders={false}
    />
  );
}
