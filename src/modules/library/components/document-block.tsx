import type { DocumentListItem } from '@contract/library';
import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { KnowledgeCard } from '@/shared/ui/knowledge-card';
import { documentHref } from '../lib/document-links';

interface DocumentBlockProps {
  title: string;
  items: DocumentListItem[];
  /** Link to the full list ('更多'). */
  more?: ReactNode;
  empty: string;
  /** Show each document's download count (the most-downloaded block). */
  downloads?: boolean;
}

/** A titled block of compact document rows (newest, most downloaded …). */
export function DocumentBlock({ title, items, more, empty, downloads }: DocumentBlockProps) {
  return (
    <Paper withBorder radius="md" p="lg" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={3} fz={18}>
          {title}
        </Title>
        {more}
      </Group>
      {items.length ? (
        items.map((item) => (
          <KnowledgeCard
            key={item.id}
            item={item}
            compact
            href={documentHref(item.id)}
            actions={
              downloads ? (
                <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  下载 {item.downloadCount}
                </Text>
              ) : undefined
            }
          />
        ))
      ) : (
        <Text c="dimmed" fz="sm" py="md">
          {empty}
        </Text>
      )}
    </Paper>
  );
}

/** '更多' of a block. */
export function MoreLink({ href }: { href: string }) {
  return (
    <Anchor fz="sm" href={href}>
      更多
    </Anchor>
  );
}
