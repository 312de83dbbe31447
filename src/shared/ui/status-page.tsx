import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './status-page.module.css';

interface StatusPageProps {
  /** Big label, e.g. '404' or '403'. */
  code: string;
  title: string;
  description: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
}

/** The full-height status screen used by 404, 403 and load failures. */
export function StatusPage({ code, title, description, actions }: StatusPageProps) {
  return (
    <section className={classes.root}>
      <Stack align="center" gap="sm" maw={520}>
        <div className={classes.code} aria-hidden>
          {code}
        </div>
        <Title order={2} fz={24}>
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {description}
        </Text>
        {actions ? (
          <Group mt="md" gap="sm">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </section>
  );
}
