import { TreeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceQueries } from './api/reference-queries';
import { groupTreeData } from './lib/group-options';

interface GroupSelectProps {
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
  label?: string;
  placeholder?: string;
  error?: string;
  w?: number;
  withAsterisk?: boolean;
}

/** The organisation the item belongs to, picked from the group tree. */
export function GroupSelect({
  value,
  onChange,
  disabled,
  label = '所属组织',
  placeholder = '选择组织',
  error,
  w,
  withAsterisk,
}: GroupSelectProps) {
  const { data } = useQuery(referenceQueries.groups());
  const tree = useMemo(() => groupTreeData(data ?? []), [data]);
  return (
    <TreeSelect
      // The input shows the chosen group's name only if the tree is there when it mounts.
      key={tree.length}
      label={label}
      placeholder={placeholder}
      error={error}
      withAsterisk={withAsterisk}
      w={w}
      data={tree}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      clearable
      defaultExpandAll
      nothingFoundMessage="没有匹配的组织"
      maxDropdownHeight={320}
      disabled={disabled}
    />
  );
}
