import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceQueries } from './api/reference-queries';
import type { KnowledgeScope } from './scope';

interface LabelSelectProps {
  scope: KnowledgeScope;
  value: number[];
  onChange: (ids: number[]) => void;
  disabled: boolean;
}

/** Labels of the six categories, grouped by category in one searchable multi-select. */
export function LabelSelect({ scope, value, onChange, disabled }: LabelSelectProps) {
  const { data, isError } = useQuery(referenceQueries.labels(scope));
  const options = useMemo(
    () =>
      (data ?? [])
        .filter((g) => g.labelList.length > 0)
        .map((g) => ({ group: g.name, items: g.labelList.map((l) => ({ value: l.id, label: l.name })) })),
    [data],
  );
  return (
    <MultiSelect<number>
      label="标签"
      description="按业务领域、知识类型、适用岗位等分类选择"
      placeholder={value.length ? undefined : '选择标签'}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      hidePickedOptions
      maxDropdownHeight={320}
      nothingFoundMessage="没有匹配的标签"
      error={isError ? '标签加载失败，请刷新重试' : undefined}
      disabled={disabled}
    />
  );
}
