import { Chip, Group, Text, UnstyledButton } from '@mantine/core';
import classes from '@/shared/knowledge/list-filters.module.css';

export interface FacetOption {
  value: string;
  label: string;
  count?: number;
}

/** One filter row of the case library: '不限' and one choice (region, product, year or label), with counts. */
export function FacetRow({
  title,
  options,
  value,
  onChange,
}: {
  title: string;
  options: readonly FacetOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className={classes.row} aria-label={title}>
      <Text className={classes.rowLabel}>{title}</Text>
      <Group gap={6} className={classes.rowBody}>
        <UnstyledButton
          className={classes.any}
          data-active={value === undefined || undefined}
          onClick={() => onChange(undefined)}
        >
          不限
        </UnstyledButton>
        {options.map((o) => (
          <Chip
            key={o.value}
            size="xs"
            radius="sm"
            checked={value === o.value}
            onChange={(on) => onChange(on ? o.value : undefined)}
          >
            {o.count === undefined ? o.label : `${o.label} (${o.count})`}
          </Chip>
        ))}
      </Group>
    </fieldset>
  );
}
