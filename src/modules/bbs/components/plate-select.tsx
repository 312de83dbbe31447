import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { plateQueries } from '../api/plate-queries';

interface PlateSelectProps {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  disabled?: boolean;
}

interface PlateNode {
  id: number;
  parentId: number | null;
  name: string;
  sort: number;
}

/** The plate tree as one list in tree order, each name behind its parents' (“产品 / 售后”). */
export function plateOptions(plates: readonly PlateNode[]) {
  const children = new Map<number | null, PlateNode[]>();
  for (const p of plates) children.set(p.parentId, [...(children.get(p.parentId) ?? []), p]);
  const out: { value: string; label: string }[] = [];
  const walk = (parentId: number | null, path: string[]) => {
    const level = [...(children.get(parentId) ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const p of level) {
      const names = [...path, p.name];
      out.push({ value: String(p.id), label: names.join(' / ') });
      walk(p.id, names);
    }
  };
  walk(null, []);
  return out;
}

/** Picks the post's plate from the forum's plate tree. */
export function PlateSelect({ value, onChange, error, disabled }: PlateSelectProps) {
  const { data, isError } = useQuery(plateQueries.tree());
  const options = useMemo(() => plateOptions(data ?? []), [data]);
  return (
    <Select
      label="版块"
      withAsterisk
      placeholder="选择发布到的版块"
      data={options}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      searchable
      nothingFoundMessage="没有匹配的版块"
      error={error ?? (isError ? '版块加载失败，请刷新重试' : undefined)}
      disabled={disabled}
      allowDeselect={false}
    />
  );
}
