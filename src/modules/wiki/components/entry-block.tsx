import type { KnowledgeListItem } from '@contract/knowledge';
import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
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
    <Paper withBorder radius="md" p="lg" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={3} fz={18}>
          {title}
        </Title>
        <Anchor fz="sm" renderRoot={(props) => <Link {...props} to="/list" search={more} />}>
          更多
        </Anchor>
      </Group>
      {items.length ? (
        items.map((item) => <KnowledgeCard key={item.id} item={item} compact />)
      ) : (
        <Text c="dimmed" fz="sm" py="md">
          {empty}
        </Text>
      )}
    </Paper>
  );
}
