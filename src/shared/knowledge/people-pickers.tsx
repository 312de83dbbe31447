import { MultiSelect, Select, TreeSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { referenceQueries } from './api/reference-queries';
import { groupTreeData } from './lib/group-options';

/** A picked colleague, with the nickname his pill shows (no lookup needed). */
export interface PickedUser {
  id: number;
  nickname: string;
}

interface PickerProps<V> {
  value: V;
  onChange: (v: V) => void;
  /** A visible label, or only an accessible name (`ariaLabel`) where a surrounding field names it. */
  label?: string;
  ariaLabel?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * Colleagues found by name or username. The picked ones stay among the
 * options so their pills keep their names while the search shows others.
 * Used for item visibility, notice audiences and message recipients.
 */
export function ColleaguePicker({ value, onChange, label, ariaLabel, error, disabled }: PickerProps<PickedUser[]>) {
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const { data: found } = useQuery({ ...referenceQueries.users(keyword), enabled: keyword.length > 0 });
  const known = useMemo(() => {
    const map = new Map(value.map((u) => [u.id, u.nickname]));
    for (const u of found ?? []) if (!map.has(u.id)) map.set(u.id, u.groupName ? `${u.nickname}（${u.groupName}）` : u.nickname);
    return map;
  }, [value, found]);
  return (
    <MultiSelect<number>
      label={label}
      aria-label={ariaLabel}
      placeholder="输入姓名或用户名查找同事"
      data={[...known].map(([id, text]) => ({ value: id, label: text }))}
      value={value.map((u) => u.id)}
      onChange={(ids) =>
        onChange(
          ids.map((id) => ({
            id,
            nickname: value.find((u) => u.id === id)?.nickname ?? found?.find((u) => u.id === id)?.nickname ?? String(id),
          })),
        )
      }
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={keyword ? '没有找到同事' : '输入关键词开始查找'}
      error={error}
      disabled={disabled}
    />
  );
}

const withGroup = (u: { nickname: string; groupName: string | null }) =>
  u.groupName ? `${u.nickname}（${u.groupName}）` : u.nickname;

/**
 * One colleague found by name or username (a person custom field); the
 * picked one is named from the directory, so a saved value shows its name.
 */
export function ColleagueSelect({
  value,
  onChange,
  label,
  ariaLabel,
  error,
  disabled,
  withAsterisk,
}: PickerProps<number | null> & { withAsterisk?: boolean }) {
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const { data: found } = useQuery({ ...referenceQueries.users(keyword), enabled: keyword.length > 0 });
  const { data: current } = useQuery({ ...referenceQueries.user(value ?? 0), enabled: value !== null });
  const data = useMemo(() => {
    const options = new Map<string, string>();
    if (current) options.set(String(current.id), withGroup(current));
    for (const u of found ?? []) if (!options.has(String(u.id))) options.set(String(u.id), withGroup(u));
    return [...options].map(([v, l]) => ({ value: v, label: l }));
  }, [found, current]);
  return (
    <Select
      label={label}
      aria-label={ariaLabel}
      withAsterisk={withAsterisk}
      placeholder="输入姓名或用户名查找同事"
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the words; filtering again would hide username matches.
      filter={({ options }) => options}
      clearable
      nothingFoundMessage={keyword ? '没有找到同事' : '输入关键词开始查找'}
      error={error}
      disabled={disabled}
    />
  );
}

/** Groups picked from the organisation tree; each covers its sub-groups (the server's rule). */
export function GroupTreePicker({
  value,
  onChange,
  label,
  ariaLabel,
  error,
  disabled,
  expanded = false,
}: PickerProps<number[]> & { expanded?: boolean }) {
  const { data: groups } = useQuery(referenceQueries.groups());
  const tree = useMemo(() => groupTreeData(groups ?? []), [groups]);
  return (
    <TreeSelect
      mode="checkbox"
      checkStrictly
      label={label}
      aria-label={ariaLabel}
      placeholder="选择组织（含下级组织）"
      data={tree}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      defaultExpandAll={expanded}
      nothingFoundMessage="没有匹配的组织"
      error={error}
      disabled={disabled}
    />
  );
}
