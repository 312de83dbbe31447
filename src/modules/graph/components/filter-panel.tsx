import { Chip, Group, Stack, Text } from '@mantine/core';

interface FilterPanelProps {
  classes: readonly { id: number; name: string; color: string | null; parentId: number | null }[];
  relations: readonly { id: number; name: string }[];
  hiddenClasses: readonly number[];
  hiddenRelations: readonly number[];
  onChange: (next: { hideClasses: number[]; hideRelations: number[] }) => void;
}

/**
 * Classes and relation types shown (checked) or hidden: hidden ones leave the
 * drawing in place and the path search no longer walks through them.
 */
export function FilterPanel({ classes, relations, hiddenClasses, hiddenRelations, onChange }: FilterPanelProps) {
  const shownOf = (all: readonly { id: number }[], hidden: readonly number[]) =>
    all.filter((x) => !hidden.includes(x.id)).map((x) => String(x.id));
  const hiddenOf = (all: readonly { id: number }[], shown: string[]) =>
    all.filter((x) => !shown.includes(String(x.id))).map((x) => x.id);
  return (
    <Stack gap="xs">
      <Group gap="xs" align="center">
        <Text fz="sm" fw={600} w={64}>
          实体类别
        </Text>
        <Chip.Group
          multiple
          value={shownOf(classes, hiddenClasses)}
          onChange={(v) => onChange({ hideClasses: hiddenOf(classes, v), hideRelations: [...hiddenRelations] })}
        >
          <Group gap={6}>
            {classes.map((c) => (
              <Chip key={c.id} value={String(c.id)} size="xs" color={c.color ?? 'gray'}>
                {c.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Group>
      <Group gap="xs" align="center">
        <Text fz="sm" fw={600} w={64}>
          关系类型
        </Text>
        <Chip.Group
          multiple
          value={shownOf(relations, hiddenRelations)}
          onChange={(v) => onChange({ hideClasses: [...hiddenClasses], hideRelations: hiddenOf(relations, v) })}
        >
          <Group gap={6}>
            {relations.map((r) => (
              <Chip key={r.id} value={String(r.id)} size="xs">
                {r.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Group>
    </Stack>
  );
}
