import type { plateView } from '@contract/bbs/bbs-plates';
import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import type { z } from 'zod';
import { plateHref } from '../lib/bbs-links';
import { PlateFollowButton } from './plate-follow-button';

type Plate = z.infer<typeof plateView>;

/** The forum's plates (top-level first, sub-plates indented) with their followers and a follow button. */
export function PlateSideList({ plates }: { plates: readonly Plate[] }) {
  const roots = plates.filter((p) => p.parentId === null);
  const children = (id: number) => plates.filter((p) => p.parentId === id);
  const row = (p: Plate, depth: number) => (
    <div key={p.id}>
      <Group justify="space-between" wrap="nowrap" py={6} pl={depth * 16}>
        <div style={{ minWidth: 0 }}>
          <Anchor href={plateHref(p.id)} fz="sm" fw={depth ? 400 : 600} lineClamp={1}>
            {p.name}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {p.followerCount} 人关注
          </Text>
        </div>
        <PlateFollowButton plate={p} />
      </Group>
      {children(p.id).map((c) => row(c, depth + 1))}
    </div>
  );
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="版块">
      <Title order={3} fz={18} mb="xs">
        版块
      </Title>
      {roots.length ? (
        roots.map((p) => row(p, 0))
      ) : (
        <Text c="dimmed" fz="sm" py="md">
          还没有版块
        </Text>
      )}
    </Paper>
  );
}
