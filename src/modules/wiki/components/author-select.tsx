import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';

interface AuthorSelectProps {
  value: number | undefined;
  onChange: (authorId: number | undefined) => void;
}

/** Picks the author filter by name or username; a filter that came in by URL shows its author's name. */
export function AuthorSelect({ value, onChange }: AuthorSelectProps) {
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const { data: found = [] } = useQuery(referenceQueries.users(keyword));
  const { data: current } = useQuery({ ...referenceQueries.user(value ?? 0), enabled: value !== undefined });
  const options = [...(current && !found.some((u) => u.id === current.id) ? [current] : []), ...found].map((u) => ({
    value: String(u.id),
    label: u.nickname,
    description: u.groupName ?? u.username ?? undefined,
  }));
  return (
    <Select
      label="作者"
      placeholder="全部作者"
      searchable
      clearable
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      onSearchChange={setSearch}
      // The server already matched the text; filtering again would hide usernames matches.
      filter={({ options: o }) => o}
      nothingFoundMessage="没有找到同事"
      w={180}
    />
  );
}
