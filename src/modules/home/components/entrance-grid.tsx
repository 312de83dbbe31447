import { Card, Group, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './entrance-grid.module.css';

export interface HomeEntrance {
  key: string;
  label: string;
  description: string;
  icon: ReactNode;
  onOpen: () => void;
}

/** 常用入口: the module entrances of a home page, as many columns as fit. */
export function EntranceGrid({ entrances }: { entrances: HomeEntrance[] }) {
  if (entrances.length === 0) return null;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label="常用入口">
      <Title order={3} fz={18} mb="md">
        常用入口
      </Title>
      {/* As many columns as fit, stretched to the width: two or three entrances never leave an empty column. */}
      <div className={classes.entrances}>
        {entrances.map((e) => (
          <UnstyledButton key={e.key} onClick={e.onOpen} className={classes.entrance}>
            <Group gap="md" wrap="nowrap">
              <ThemeIcon size={44} radius="md" variant="light">
                {e.icon}
              </ThemeIcon>
              <div>
                <Text fw={500}>{e.label}</Text>
                <Text fz="sm" c="dimmed" lineClamp={1}>
                  {e.description}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        ))}
      </div>
    </Card>
  );
}
