import type { KnowledgeListItem } from '@contract/knowledge/knowledge';
import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { KnowledgeCard } from '@/shared/ui/knowledge-card';

interface KnowledgeBlockProps {
  title: string;
  items: KnowledgeListItem[];
  empty: string;
  /** A '更多' link or similar on the right of the title. */
  more?: ReactNode;
  /** Where an item leads, when not to its detail page (drafts open in the editor). */
  hrefOf?: (item: KnowledgeListItem) => string;
  date?: 'published' | 'updated';
  /** The user's own items: status badges and the date only. */
  own?: boolean;
  /** No frame of its own (inside another card). */
  bare?: boolean;
}

/** A titled block of compact knowledge rows on the portal home. */
export function KnowledgeBlock({ title, items, empty, more, hrefOf, date, own, bare }: KnowledgeBlockProps) {
  return (
    <Paper
      withBorder={!bare}
      radius="md"
      p={bare ? 0 : 'lg'}
      h={bare ? undefined : '100%'}
      component="section"
      aria-label={title}
    >
      <Group justify="space-between" mb="xs">
        <Title order={3} fz={18}>
          {title}
        </Title>
        {more}
      </Group>
      {items.length ? (
        items.map((item) => (
          <KnowledgeCard key={item.id} item={item} compact href={hrefOf?.(item)} date={date} showStatus={own} minimal={own} />
        ))
      ) : (
        <Text c="dimmed" fz="sm" py="md">
          {empty}
        </Text>
      )}
    </Paper>
  );
}
