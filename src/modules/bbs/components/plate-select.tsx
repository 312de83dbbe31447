import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type PlateView, plateQueries } from '../api/plate-queries';
import { type PlateNode, plateTree } from '../lib/plate-tree';

interface PlateSelectProps {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  disabled?: boolean;
}

/** The plate tree as one list in tree order, each name behind its parents' (“技术交流 / 前端开发”). */
export function plateOptions(plates: readonly PlateView[]) {
  const out: { value: string; label: string }[] = [];
  const walk = (nodes: readonly PlateNode[], path: string[]) => {
    for (const p of nodes) {
      const names = [...path, p.name];
      out.push({ value: String(p.id), label: names.join(' / ') });
      walk(p.children, names);
    }
  };
  walk(plateTree(plates), []);
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
