import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ReportScreenProps } from '../lib/report-page';
import { ReportFilterBar } from './report-filter-bar';

interface ReportHeaderProps extends ReportScreenProps {
  title: string;
  keywordPlaceholder?: string;
  hideDomain?: boolean;
  /** The page's own controls (export, granularity), at the right of the title. */
  actions?: ReactNode;
  /** Filters only this page has, after the shared ones. */
  extra?: ReactNode;
}

/** A report's title, its own actions and the filters it takes. */
export function ReportHeader({ title, actions, extra, ...filters }: ReportHeaderProps) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={1} fz="h3">
          {title}
        </Title>
        {actions}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ReportFilterBar {...filters} />
        {extra}
      </Group>
    </Stack>
  );
}
