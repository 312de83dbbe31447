import type { DocumentListItem } from '@contract/library/library';
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { HomeListBlock } from '@/shared/knowledge/home-list-block';
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
    <HomeListBlock
      title={title}
      items={items}
      more={more}
      empty={empty}
      renderItem={(item) => (
        <KnowledgeCard
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
      )}
    />
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
