import type { KnowledgeListItem } from '@contract/knowledge/knowledge';
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { HomeListBlock } from '@/shared/knowledge/home-list-block';
import { KnowledgeCard } from '@/shared/ui/knowledge-card';
import type { ListSearchInput } from '../lib/list-search';

interface EntryBlockProps {
  title: string;
  items: KnowledgeListItem[];
  /** The search of the entry list '更多' opens. */
  more: ListSearchInput;
  empty: string;
}

/** A titled block of compact entry rows (newest, most read …) with a link to the full list. */
export function EntryBlock({ title, items, more, empty }: EntryBlockProps) {
  return (
    <HomeListBlock
      title={title}
      items={items}
      empty={empty}
      more={
        <Anchor fz="sm" renderRoot={(props) => <Link {...props} to="/list" search={more} />}>
          更多
        </Anchor>
      }
      renderItem={(item) => <KnowledgeCard item={item} compact />}
    />
  );
}
