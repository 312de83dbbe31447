import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import classes from './top-list.module.css';

interface TopListProps {
  title: string;
  unit: string;
  items: { key: string; name: string; count: number }[];
  /** Opens the rows behind a count; without it the counts are plain numbers. */
  onDrill?: (key: string, name: string) => void;
}

/** A ranked top list; each count opens the rows behind it. */
export function TopList({ title, unit, items, onDrill }: TopListProps) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text fw={600} component="h3" fz="md" m={0} mb="xs">
        {title}
      </Text>
      {items.length === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="lg">
          所选范围内没有数据
        </Text>
      ) : (
        <Stack component="ol" gap={4} className={classes.list} aria-label={title}>
          {items.map((item, i) => (
            <Group component="li" key={item.key} gap="xs" wrap="nowrap" className={classes.item}>
              <Text fz="sm" fw={600} className={classes.rank} data-top={i < 3 || undefined}>
                {i + 1}
              </Text>
              <Text fz="sm" className={classes.name} title={item.name}>
                {item.name}
              </Text>
              {onDrill ? (
                <UnstyledButton
                  className={classes.count}
                  onClick={() => onDrill(item.key, item.name)}
                  aria-label={`${item.name} ${item.count.toLocaleString('zh-CN')} ${unit}，查看明细`}
                >
                  {item.count.toLocaleString('zh-CN')}
                </UnstyledButton>
              ) : (
                <Text fz="sm" className={classes.plain} aria-label={`${item.count.toLocaleString('zh-CN')} ${unit}`}>
                  {item.count.toLocaleString('zh-CN')}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
