import type { VideoListItem } from '@contract/video/video';
import { SimpleGrid, Text } from '@mantine/core';
import { VideoCard } from './video-card';

interface VideoGridProps {
  items: VideoListItem[];
  empty: string;
  date?: 'published' | 'updated';
  /** Rank of the first item, for hot lists. */
  rankFrom?: number;
  now?: Date;
}

/** Video cards in a responsive grid (one to four columns). */
export function VideoGrid({ items, empty, date, rankFrom, now }: VideoGridProps) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" fz="sm" py="md">
        {empty}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg" verticalSpacing="xl">
      {items.map((item, i) => (
        <VideoCard key={item.id} item={item} date={date} rank={rankFrom ? rankFrom + i : undefined} now={now} />
      ))}
    </SimpleGrid>
  );
}
