import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { graphQueries } from '../api/graph-queries';
import { nodeLabel } from '../lib/drawing';

interface NodePickerProps {
  label: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}

/** A node as the picker lists it: its name with its class. */
function optionLabel(n: { name: string; titleMarks: boolean; className: string | null }): string {
  return `${nodeLabel(n)}${n.className ? `（${n.className}）` : ''}`;
}

/**
 * Start or end of a path: typed names, aliases, pinyin or initials are
 * suggested with their class. A node chosen earlier (or opened from a link)
 * is named by its detail.
 */
export function NodePicker({ label, value, onChange }: NodePickerProps) {
  const [typed, setTyped] = useState('');
  const chosen = useQuery({ ...graphQueries.node(value ?? 0), enabled: value !== undefined });
  const chosenLabel = chosen.data ? optionLabel(chosen.data) : null;
  // The server takes at most 50 characters; the chosen node's own label (which the box shows
  // after a pick) is not a search.
  const [debounced] = useDebouncedValue(typed.trim().slice(0, 50), 250);
  const keyword = debounced === chosenLabel ? '' : debounced;
  const suggestions = useQuery(graphQueries.suggest(keyword));

  const options = (keyword ? (suggestions.data ?? []) : []).map((n) => ({ value: String(n.id), label: optionLabel(n) }));
  if (value !== undefined && chosenLabel && !options.some((o) => o.value === String(value))) {
    options.unshift({ value: String(value), label: chosenLabel });
  }

  return (
    <Select
      label={label}
      placeholder="输入名称、别名或拼音"
      searchable
      clearable
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      searchValue={typed}
      onSearchChange={setTyped}
      filter={({ options: all }) => all}
      nothingFoundMessage={keyword && !suggestions.isFetching ? '没有匹配的实体' : undefined}
      w={{ base: '100%', sm: 220 }}
    />
  );
}
