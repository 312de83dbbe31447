import type { strategyItem } from '@contract/strategy/strategy';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import type { z } from 'zod';
import { formatDateTime } from '@/shared/lib/datetime';

type Strategy = z.infer<typeof strategyItem>;

interface StrategyCardProps {
  strategy: Strategy;
  /** The filters as phrases (see describeFilters). */
  phrases: string[];
  onApply: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/** One saved filter strategy: its name, what it filters, and what can be done with it. */
export function StrategyCard({ strategy, phrases, onApply, onRename, onDelete }: StrategyCardProps) {
  return (
    <Paper component="article" aria-label={strategy.name} withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} fz="lg">
            {strategy.name}
          </Text>
          <Group gap={6} mt={8}>
            {phrases.length ? (
              phrases.map((p) => (
                <Badge key={p} variant="light" color="gray" radius="sm" tt="none" fw={500}>
                  {p}
                </Badge>
              ))
            ) : (
              <Text fz="sm" c="dimmed">
                全部词条（无筛选条件）
              </Text>
            )}
          </Group>
          <Text fz="xs" c="dimmed" mt={8}>
            保存于 {formatDateTime(strategy.createdAt)}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" onClick={onApply}>
            应用
          </Button>
          <Button size="xs" variant="default" onClick={onRename}>
            重命名
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
            删除
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
