import { STATUS_NAMES } from '@contract/knowledge/knowledge';
import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatDate } from '@/shared/lib/datetime';
import { versionQueries } from '../../api/version-queries';

export interface SideChoice {
  id?: number;
  version?: number;
}

interface SidePickerProps {
  label: string;
  value: SideChoice;
  /** Title of the chosen entry once loaded, so the select can name it before any search. */
  chosenTitle?: string;
  onChange: (v: SideChoice) => void;
}

/** One side of the comparison: an entry found by title, and one of its versions (default: the published one). */
export function SidePicker({ label, value, chosenTitle, onChange }: SidePickerProps) {
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const found = useQuery(versionQueries.pick(keyword));
  const versions = useQuery({ ...versionQueries.list(value.id ?? 0), enabled: value.id !== undefined });

  const entries = useMemo(() => {
    const map = new Map<number, string>();
    if (value.id !== undefined) map.set(value.id, chosenTitle ?? `词条 ${value.id}`);
    for (const e of found.data?.list ?? []) if (!map.has(e.id)) map.set(e.id, e.title);
    return [...map].map(([id, title]) => ({ value: String(id), label: title }));
  }, [found.data, value.id, chosenTitle]);

  const versionOptions = (versions.data ?? []).map((v) => ({
    value: String(v.version),
    label: `第${v.version}版 · ${STATUS_NAMES[v.status]} · ${formatDate(v.updatedAt)}`,
  }));

  return (
    <Stack gap="xs">
      <Text fw={600} fz="sm">
        {label}
      </Text>
      {/* Entry above version: side by side the version's date was cut off. */}
      <Stack gap="xs">
        <Select
          aria-label={`${label}词条`}
          placeholder="输入标题查找词条"
          data={entries}
          value={value.id === undefined ? null : String(value.id)}
          onChange={(id) => onChange({ id: id ? Number(id) : undefined, version: undefined })}
          searchable
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={found.isFetching ? '查找中…' : '没有找到词条'}
          maxDropdownHeight={320}
        />
        <Select
          aria-label={`${label}版本`}
          placeholder="已发布的版本"
          data={versionOptions}
          value={value.version === undefined ? null : String(value.version)}
          onChange={(v) => onChange({ id: value.id, version: v ? Number(v) : undefined })}
          clearable
          disabled={value.id === undefined}
        />
      </Stack>
    </Stack>
  );
}
