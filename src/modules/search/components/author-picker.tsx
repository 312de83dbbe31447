import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';

interface AuthorPickerProps {
  /** Authors already in the filter (offered no more). */
  selected: readonly number[];
  onAdd: (authorId: number) => void;
}

/** Adds an author to the filter, found by name or username; chosen authors show as chips. */
export function AuthorPicker({ selected, onAdd }: AuthorPickerProps) {
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const { data: found = [] } = useQuery(referenceQueries.users(keyword));
  const options = found
    .filter((u) => !selected.includes(u.id))
    .map((u) => ({ value: String(u.id), label: u.nickname, description: u.groupName ?? u.username ?? undefined }));
  return (
    <Select
      label="作者"
      placeholder="添加作者"
      searchable
      data={options}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(v) => {
        if (!v) return;
        setSearch('');
        onAdd(Number(v));
      }}
      // The server already matched the text; filtering again would hide username matches.
      filter={({ options: o }) => o}
      nothingFoundMessage="没有找到同事"
      w={170}
    />
  );
}
