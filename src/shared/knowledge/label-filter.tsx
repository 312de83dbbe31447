import type { labelGroup } from '@contract/common/common';
import { Chip, Group, Text, UnstyledButton } from '@mantine/core';
import type { z } from 'zod';
import classes from './list-filters.module.css';

interface LabelFilterProps {
  groups: z.infer<typeof labelGroup>[];
  selected: readonly number[];
  onChange: (labelIds: number[]) => void;
}

/**
 * One row per label category ('业务领域', '知识类型' …) with its labels as
 * toggles; '不限' clears the category. Labels of several categories narrow
 * the list together.
 */
export function LabelFilter({ groups, selected, onChange }: LabelFilterProps) {
  const chosen = new Set(selected);
  return (
    <>
      {groups.map((g) => {
        const ids = g.labelList.map((l) => l.id);
        const any = ids.some((id) => chosen.has(id));
        return (
          <fieldset key={g.rootParentId} className={classes.row} aria-label={g.name}>
            <Text className={classes.rowLabel}>{g.name}</Text>
            <Group gap={6} className={classes.rowBody}>
              <UnstyledButton
                className={classes.any}
                data-active={!any || undefined}
                onClick={() => onChange(selected.filter((id) => !ids.includes(id)))}
              >
                不限
              </UnstyledButton>
              {g.labelList.map((l) => (
                <Chip
                  key={l.id}
                  size="xs"
                  radius="sm"
                  checked={chosen.has(l.id)}
                  onChange={(on) => onChange(on ? [...selected, l.id] : selected.filter((id) => id !== l.id))}
                >
                  {l.name}
                </Chip>
              ))}
            </Group>
          </fieldset>
        );
      })}
    </>
  );
}
