import { Anchor, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import classes from './search.module.css';

export interface FacetValue {
  value: number;
  name: string;
  count: number;
}

interface FacetListProps {
  title: string;
  values: readonly FacetValue[];
  selected: readonly number[];
  onToggle: (value: number) => void;
}

/** Values shown before '展开全部'. */
const FOLDED = 10;

/** One facet: its values with their result counts; clicking one filters by it (again: removes it). */
function FacetList({ title, values, selected, onToggle }: FacetListProps) {
  const [unfolded, setUnfolded] = useState(false);
  // A chosen value stays in view even when it ranks below the fold.
  const shown = unfolded ? values : values.filter((v, i) => i < FOLDED || selected.includes(v.value));
  return (
    <section aria-label={title}>
      <Text fw={600} fz="sm" mb={6}>
        {title}
      </Text>
      {values.length === 0 ? (
        <Text fz="xs" c="dimmed" px={8}>
          无
        </Text>
      ) : (
        <Stack gap={2}>
          {shown.map((v) => {
            const active = selected.includes(v.value);
            return (
              <UnstyledButton
                key={v.value}
                className={classes.facetRow}
                data-active={active || undefined}
                aria-pressed={active}
                aria-label={`${v.name}（${v.count}）`}
                onClick={() => onToggle(v.value)}
              >
                <span className={classes.facetName}>{v.name}</span>
                <Text span fz="xs" c={active ? undefined : 'dimmed'}>
                  {v.count}
                </Text>
              </UnstyledButton>
            );
          })}
          {values.length > FOLDED ? (
            <Anchor component="button" type="button" fz="xs" px={8} pt={4} ta="left" onClick={() => setUnfolded(!unfolded)}>
              {unfolded ? '收起' : `展开全部（${values.length}）`}
            </Anchor>
          ) : null}
        </Stack>
      )}
    </section>
  );
}

interface FacetPanelProps {
  labels: readonly FacetValue[];
  years: readonly FacetValue[];
  selectedLabels: readonly number[];
  selectedYears: readonly number[];
  onToggleLabel: (id: number) => void;
  onToggleYear: (year: number) => void;
}

/** The label and year facets beside the results (counts over the whole result, not the page). */
export function FacetPanel(props: FacetPanelProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="lg">
        <FacetList title="标签" values={props.labels} selected={props.selectedLabels} onToggle={props.onToggleLabel} />
        <FacetList title="年份" values={props.years} selected={props.selectedYears} onToggle={props.onToggleYear} />
      </Stack>
    </Paper>
  );
}
