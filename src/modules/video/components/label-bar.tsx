import { Chip, Group } from '@mantine/core';

interface LabelBarProps {
  /** Every label category with its labels and counts (the home answer). */
  labelGroups: { name: string; labels: { id: number; name: string; count: number }[] }[];
  value: number | undefined;
  onChange: (labelId: number | undefined) => void;
}

/** Categories by label: '全部' and every label that has videos, with its count. */
export function LabelBar({ labelGroups, value, onChange }: LabelBarProps) {
  const labels = labelGroups.flatMap((g) => g.labels.filter((l) => l.count > 0).map((l) => ({ ...l, category: g.name })));
  return (
    <Group gap="xs" role="group" aria-label="视频分类">
      <Chip checked={value === undefined} onChange={() => onChange(undefined)} variant="light" radius="sm">
        全部
      </Chip>
      {labels.map((l) => (
        <Chip
          key={l.id}
          checked={value === l.id}
          onChange={() => onChange(value === l.id ? undefined : l.id)}
          variant="light"
          radius="sm"
          title={`${l.category}：${l.name}`}
        >
          {l.name} {l.count}
        </Chip>
      ))}
    </Group>
  );
}
