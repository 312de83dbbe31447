import { Group, Paper, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

interface HomeListBlockProps<T extends { id: number }> {
  title: string;
  items: readonly T[];
  /** The '更多' link to the full list, when there is one. */
  more?: ReactNode;
  /** Shown when there are no items. */
  empty: string;
  renderItem: (item: T) => ReactNode;
}

/** A titled block of compact rows on a domain's home (newest, most read, most downloaded …). */
export function HomeListBlock<T extends { id: number }>({ title, items, more, empty, renderItem }: HomeListBlockProps<T>) {
  return (
    <Paper withBorder radius="md" p="lg" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={3} fz={18}>
          {title}
        </Title>
        {more}
      </Group>
      {items.length ? (
        items.map((item) => <Fragment key={item.id}>{renderItem(item)}</Fragment>)
      ) : (
        <Text c="dimmed" fz="sm" py="md">
          {empty}
        </Text>
      )}
    </Paper>
  );
}
