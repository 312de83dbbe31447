import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title line of a forum screen, with an optional hint and actions on the right. */
export function SectionHeading({ title, hint, actions }: { title: ReactNode; hint?: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={2} fz={22}>
          {title}
        </Title>
        {hint ? (
          <Text c="dimmed" fz="sm" mt={4}>
            {hint}
          </Text>
        ) : null}
      </div>
      {actions}
    </Group>
  );
}
