import { NODE_LINKS_MAX } from '@contract/graph/graph-edit';
import { DOMAINS } from '@contract/platform/domains';
import { ActionIcon, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { graphAdmin } from '../../api/graph-admin';

export interface LinkedItem {
  id: number;
  domainId: number;
  title: string;
}

const domainName = (id: number) => DOMAINS.find((d) => d.id === id)?.menuName ?? '知识';

/** The knowledge an entity links to: titles found as search suggests them, added one at a time. */
export function KnowledgeLinks({ value, onChange }: { value: LinkedItem[]; onChange: (v: LinkedItem[]) => void }) {
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed.trim().slice(0, 50), 250);
  const found = useQuery(graphAdmin.knowledge(keyword));
  const options = (keyword ? (found.data?.titles ?? []) : [])
    .filter((t) => !value.some((v) => v.id === t.id))
    .map((t) => ({ value: String(t.id), label: `${t.title}（${domainName(t.domainId)}）` }));
  const full = value.length >= NODE_LINKS_MAX;

  return (
    <Stack gap={6}>
      <Select
        label="关联知识"
        description={full ? `最多关联 ${NODE_LINKS_MAX} 条知识` : '输入标题查找词条、文档或视频'}
        placeholder="输入知识标题"
        searchable
        disabled={full}
        data={options}
        value={null}
        searchValue={typed}
        onSearchChange={setTyped}
        filter={({ options: all }) => all}
        nothingFoundMessage={keyword && !found.isFetching ? '没有匹配的知识' : undefined}
        onChange={(v) => {
          const hit = found.data?.titles.find((t) => String(t.id) === v);
          if (hit) onChange([...value, { id: hit.id, domainId: hit.domainId, title: hit.title }]);
          setTyped('');
        }}
      />
      {value.map((k) => (
        <Group key={k.id} gap="xs" wrap="nowrap">
          <Text fz="sm" truncate style={{ flex: 1 }}>
            {k.title}
            <Text span c="dimmed" fz="xs">
              {' '}
              （{domainName(k.domainId)}）
            </Text>
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`移除关联知识 ${k.title}`}
            onClick={() => onChange(value.filter((v) => v.id !== k.id))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
