import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';

interface PersonSelectProps {
  value: number | undefined;
  onChange: (userId: number | undefined) => void;
  label?: string;
  placeholder?: string;
  clearable?: boolean;
}

/** One person, found by name; a person given by the URL is named from the directory. */
export function PersonSelect({
  value,
  onChange,
  label = '人员',
  placeholder = '输入姓名查找',
  clearable = true,
}: PersonSelectProps) {
  const [text, setText] = useState('');
  const [keyword] = useDebouncedValue(text.trim(), 300);
  const { data: found = [] } = useQuery({ ...referenceQueries.users(keyword), enabled: keyword.length > 0 });
  const { data: current } = useQuery({ ...referenceQueries.user(value ?? 0), enabled: value !== undefined });
  const data = useMemo(() => {
    const options = new Map<string, string>();
    if (current)
      options.set(String(current.id), current.groupName ? `${current.nickname}（${current.groupName}）` : current.nickname);
    for (const u of found)
      if (!options.has(String(u.id))) options.set(String(u.id), u.groupName ? `${u.nickname}（${u.groupName}）` : u.nickname);
    return [...options].map(([v, l]) => ({ value: v, label: l }));
  }, [found, current]);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      searchable
      searchValue={text}
      onSearchChange={setText}
      clearable={clearable}
      nothingFoundMessage={keyword ? '没有找到此人' : '输入姓名查找'}
      filter={({ options }) => options}
      w={200}
    />
  );
}
