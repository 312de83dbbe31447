import { type TreeNodeData, TreeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { buildGroupTree, type GroupNode } from '@/shared/knowledge/lib/group-tree';

const toData = (nodes: GroupNode[]): TreeNodeData[] =>
  nodes.map((n) => ({ value: String(n.id), label: n.name, children: n.children.length ? toData(n.children) : undefined }));

interface GroupPickerProps {
  onAdd: (groupId: number) => void;
}

/** Adds a group (sub-groups included, the server's rule) to the filter; chosen groups show as chips. */
export function GroupPicker({ onAdd }: GroupPickerProps) {
  const { data: groups = [] } = useQuery(referenceQueries.groups());
  const data = useMemo(() => toData(buildGroupTree(groups)), [groups]);
  // A picker, not a holder of the filter: it starts empty again after each choice.
  const [round, setRound] = useState(0);
  return (
    <TreeSelect
      // Expanding everything by default only works on data present at mount.
      key={`${data.length ? 'loaded' : 'loading'}-${round}`}
      label="所属组织"
      placeholder="添加组织"
      data={data}
      value={null}
      onChange={(v) => {
        if (!v) return;
        setRound((r) => r + 1);
        onAdd(Number(v));
      }}
      defaultExpandAll
      searchable
      nothingFoundMessage="没有匹配的组织"
      w={200}
    />
  );
}
