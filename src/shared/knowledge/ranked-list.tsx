import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ranked-list.module.css';

interface RankedListProps<T extends { id: number }> {
  items: readonly T[];
  /** Rank of the first item (the top three stand out); undefined shows no ranks. */
  rankFrom: number | undefined;
  /** Shown when there are no items. */
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
}

/** Items one per row, with their rank in front on a hot list. */
export function RankedList<T extends { id: number }>({ items, rankFrom, empty, renderItem }: RankedListProps<T>) {
  return (
    <Stack gap="sm">
      {items.length === 0 ? empty : null}
      {items.map((item, i) => (
        <Group key={item.id} gap="md" wrap="nowrap" align="stretch">
          {rankFrom !== undefined ? (
            <div className={classes.rank} data-top={rankFrom + i <= 3 || undefined}>
              {rankFrom + i}
            </div>
          ) : null}
          <div className={classes.card}>{renderItem(item)}</div>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The page body of a hot/updated list of cards: ranked on the hot tab, a note
 * when nothing is published yet. `card` draws one item; `updated` is true on
 * the 最近更新 tab, whose cards show the last change rather than publication.
 */
export function rankedCards<T extends { id: number }>(empty: string, card: (item: T, updated: boolean) => ReactNode) {
  return (page: { list: T[] }, rankFrom: number | undefined) => (
    <RankedList
      items={page.list}
      rankFrom={rankFrom}
      empty={
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {empty}
          </Text>
        </Paper>
      }
      renderItem={(item) => card(item, rankFrom === undefined)}
    />
  );
}
