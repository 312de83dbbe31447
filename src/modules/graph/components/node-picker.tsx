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

/**
 * Start or end of a path: typed names, aliases, pinyin or initials are
 * suggested with their class. A node chosen earlier (or opened from a link)
 * is named by its detail.
 */
export function NodePicker({ label, value, onChange }: NodePickerProps) {
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed.trim(), 250);
  const suggestions = useQuery(graphQueries.suggest(keyword));
  const chosen = useQuery({ ...graphQueries.node(value ?? 0), enabled: value !== undefined });

  const options = (suggestions.data ?? []).map((n) => ({
    value: String(n.id),
    label: `${nodeLabel(n)}${n.className ? `（${n.className}）` : ''}`,
  }));
  if (value !== undefined && chosen.data && !options.some((o) => o.value === String(value))) {
    const n = chosen.data;
    options.unshift({ value: String(value), label: `${nodeLabel(n)}${n.className ? `（${n.className}）` : ''}` });
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
