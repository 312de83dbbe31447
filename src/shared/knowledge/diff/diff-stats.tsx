import { Text } from '@mantine/core';
import { type DiffRow, diffStats } from '../lib/text-diff';

/** How many paragraphs two versions differ by, or `same` when they do not (every compare view). */
export function DiffStats({ rows, same }: { rows: DiffRow[]; same: string }) {
  const stats = diffStats(rows);
  const unchanged = stats.changed + stats.removed + stats.added === 0;
  return (
    <Text fz="sm" c="dimmed" data-testid="diff-stats">
      {unchanged ? same : `修改 ${stats.changed} 段 · 删除 ${stats.removed} 段 · 新增 ${stats.added} 段`}
    </Text>
  );
}
