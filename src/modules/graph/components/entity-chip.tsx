import type { GraphNode } from '@contract/graph/graph';
import { Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { nodeLabel } from '../lib/drawing';

/**
 * An entity as lists show it: its class's colour with the class's first
 * character as the mark (the class icon names are not drawn here), the name
 * (works in 《》) and the class.
 */
export function EntityChip({ node, name }: { node: GraphNode; name?: ReactNode }) {
  const cls = node.type === 1 ? '本体类别' : (node.className ?? '未分类');
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <ThemeIcon color={node.color ?? 'gray'} variant="light" radius="xl" size="md" aria-hidden>
        <Text fz="xs" fw={700} span>
          {cls.slice(0, 1)}
        </Text>
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        {name ?? (
          <Text fw={600} truncate>
            {nodeLabel(node)}
          </Text>
        )}
        <Text fz="xs" c="dimmed">
          {cls}
        </Text>
      </div>
    </Group>
  );
}
