import { STATUS_NAMES } from '@contract/knowledge/knowledge';
import { Anchor, Badge, Group } from '@mantine/core';
import { hashLink } from '@/shared/lib/links';

const STATUS_COLORS: Record<string, string> = { draft: 'gray', pending: 'orange', published: 'teal', rejected: 'red' };

/** A wiki entry made from the forum: a link to its page and its state in the approval workflow. */
export function WikiEntryLink({ wiki }: { wiki: { id: number; status: string } }) {
  const status = STATUS_NAMES[wiki.status as keyof typeof STATUS_NAMES] ?? wiki.status;
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor href={hashLink('/detail', { id: wiki.id })} fz="sm">
        词条 #{wiki.id}
      </Anchor>
      <Badge size="sm" variant="light" color={STATUS_COLORS[wiki.status] ?? 'gray'}>
        {status}
      </Badge>
    </Group>
  );
}
