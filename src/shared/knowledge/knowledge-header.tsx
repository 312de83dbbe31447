import { type KnowledgeDetail, STATUS_NAMES } from '@contract/knowledge/knowledge';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/page-title';
import { DETAIL_STATUS_COLORS, workingNotice } from './detail-state';

/** What the header reads of any domain's detail answer. */
type HeaderDetail = Pick<KnowledgeDetail, 'title' | 'versionStatus' | 'working'>;

interface KnowledgeHeaderProps {
  detail: HeaderDetail;
  /** Buttons on the right of the title (like, favourite, share, download …). */
  actions?: ReactNode;
  /** Shown after the working-copy notice (e.g. a link to that version). */
  noticeExtra?: ReactNode;
  /** Lines between the notice and the facts: what only this domain has (a file's kind and size …). */
  badges?: ReactNode;
  /** The facts line: author, group, dates, version, counts. */
  meta: ReactNode;
  /** Accessible name of the facts line. */
  metaLabel?: string;
  /** Below the facts: question, labels, summary, warnings. */
  children?: ReactNode;
}

/**
 * The head of every knowledge detail page (entries, documents, videos): the
 * title with the shown version's state, the author's working-copy notice,
 * the facts and whatever the domain adds in its slots.
 */
export function KnowledgeHeader({ detail, actions, noticeExtra, badges, meta, metaLabel, children }: KnowledgeHeaderProps) {
  const notice = detail.working ? workingNotice(detail.working) : null;
  usePageTitle(detail.title);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Group gap="sm" align="center" style={{ flex: '1 1 360px', minWidth: 0 }}>
          <Title order={1} fz={28} fw={600} lh={1.35} style={{ overflowWrap: 'anywhere' }}>
            {detail.title}
          </Title>
          {detail.versionStatus !== 'published' ? (
            <Badge variant="light" color={DETAIL_STATUS_COLORS[detail.versionStatus]} size="lg" radius="sm">
              {STATUS_NAMES[detail.versionStatus]}
            </Badge>
          ) : null}
        </Group>
        {actions}
      </Group>
      {notice ? (
        <Alert color={notice.color} variant="light" py="xs" role="status">
          {notice.text}
          {noticeExtra}
        </Alert>
      ) : null}
      {badges}
      <Group gap="lg" fz="sm" c="dimmed" wrap="wrap" aria-label={metaLabel}>
        {meta}
      </Group>
      {children}
    </Stack>
  );
}

/** An item's labels as quiet pills (entries and documents). */
export function KnowledgeLabels({ labels }: { labels: readonly { id: number; name: string }[] }) {
  if (labels.length === 0) return null;
  return (
    <Group gap={6} aria-label="标签">
      {labels.map((l) => (
        <Badge key={l.id} variant="light" radius="xl" tt="none" fw={500} size="md">
          {l.name}
        </Badge>
      ))}
    </Group>
  );
}

/** The author's summary on a grey ground. */
export function KnowledgeSummary({ summary }: { summary: string | null | undefined }) {
  if (!summary) return null;
  return (
    <Text c="dimmed" fz="sm" bg="var(--mantine-color-gray-0)" p="sm" style={{ borderRadius: 6 }}>
      摘要：{summary}
    </Text>
  );
}
