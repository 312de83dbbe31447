import { type TreeNodeData, TreeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceQueries } from './api/reference-queries';
import { buildGroupTree, type GroupNode } from './lib/group-tree';

const toData = (nodes: GroupNode[]): TreeNodeData[] =>
  nodes.map((n) => ({ value: String(n.id), label: n.name, children: n.children.length ? toData(n.children) : undefined }));

interface GroupTreeSelectProps {
  value: readonly number[];
  onChange: (groupIds: number[]) => void;
}

/** Groups to filter by, picked from the group tree; a group includes its sub-groups (the server's rule). */
export function GroupTreeSelect({ value, onChange }: GroupTreeSelectProps) {
  const { data: groups = [] } = useQuery(referenceQueries.groups());
  const data = useMemo(() => toData(buildGroupTree(groups)), [groups]);
  return (
    <TreeSelect
      // Expanding everything by default only works on data present at mount.
      key={data.length ? 'loaded' : 'loading'}
      mode="checkbox"
      // Checking a parent already covers its children on the server; cascading would only clutter the pills.
      checkStrictly
      label="所属组织"
      placeholder={value.length ? undefined : '全部组织'}
      data={data}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
      defaultExpandAll
      searchable
      clearable
      maxDisplayedValues={2}
      nothingFoundMessage="没有匹配的组织"
      w={260}
    />
  );
}
