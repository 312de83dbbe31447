import { PATH_MAX_HOPS, PATH_MAX_K, type PathMode } from '@contract/graph/graph-terms';
import { Button, Group, NumberInput, Select, Text } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import { NodePicker } from './node-picker';

/** What the path form edits before 查找 puts it into the URL. */
export interface PathDraft {
  start?: number;
  end?: number;
  mode: PathMode;
  k: number;
  hops: number;
}

const MODES: { value: PathMode; label: string }[] = [
  { value: 'shortest', label: '最短路径' },
  { value: 'allShortest', label: '全部最短路径' },
  { value: 'k', label: 'K 条路径' },
];

interface PathQueryFormProps {
  draft: PathDraft;
  onDraft: Dispatch<SetStateAction<PathDraft>>;
  onFind: () => void;
}

/** `/chart`'s path query: start and end pickers, mode, k, max hops and 查找. */
export function PathQueryForm({ draft, onDraft: setDraft, onFind: find }: PathQueryFormProps) {
  const sameEnds = draft.start !== undefined && draft.start === draft.end;
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NodePicker label="起点" value={draft.start} onChange={(start) => setDraft((d) => ({ ...d, start }))} />
        <NodePicker label="终点" value={draft.end} onChange={(end) => setDraft((d) => ({ ...d, end }))} />
        <Select
          label="模式"
          data={MODES}
          value={draft.mode}
          allowDeselect={false}
          onChange={(v) => v && setDraft((d) => ({ ...d, mode: v as PathMode }))}
          w={{ base: '100%', xs: 150 }}
        />
        {draft.mode === 'k' ? (
          <NumberInput
            label="路径条数 k"
            min={1}
            max={PATH_MAX_K}
            clampBehavior="strict"
            allowDecimal={false}
            value={draft.k}
            onChange={(v) => setDraft((d) => ({ ...d, k: Number(v) || 1 }))}
            w={{ base: '100%', xs: 110 }}
          />
        ) : null}
        <NumberInput
          label="最大跳数"
          min={1}
          max={PATH_MAX_HOPS}
          clampBehavior="strict"
          allowDecimal={false}
          value={draft.hops}
          onChange={(v) => setDraft((d) => ({ ...d, hops: Number(v) || 1 }))}
          w={{ base: '100%', xs: 100 }}
        />
        <Button onClick={find} disabled={draft.start === undefined || draft.end === undefined || sameEnds}>
          查找
        </Button>
      </Group>
      {sameEnds ? (
        <Text c="red" fz="sm">
          起点和终点不能相同
        </Text>
      ) : null}
    </>
  );
}
