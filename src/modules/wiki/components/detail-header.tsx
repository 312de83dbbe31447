import { type KnowledgeDetail, STATUS_NAMES } from '@contract/knowledge';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DetailIcon } from '@/shared/knowledge/detail-icon';
import { DETAIL_STATUS_COLORS, When, workingNotice } from '@/shared/knowledge/detail-state';

interface DetailHeaderProps {
  detail: KnowledgeDetail;
  now: Date;
  /** Buttons on the right of the title (like, favourite, share, edit …). */
  actions?: ReactNode;
}

/** Title, state, labels and the facts of an entry. */
export function DetailHeader({ detail, now, actions }: DetailHeaderProps) {
  const notice = detail.working ? workingNotice(detail.working) : null;
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
        </Alert>
      ) : null}
      <Group gap="lg" fz="sm" c="dimmed" wrap="wrap">
        <span>作者 {detail.author.nickname}</span>
        {detail.group ? <span>所属组织 {detail.group.name}</span> : null}
        <When label="发布于" at={detail.publishedAt ?? detail.createdAt} now={now} />
        <When label="更新于" at={detail.updatedAt} now={now} />
        <span>第{detail.version}版</span>
        <Group gap={4} component="span" title="阅读次数">
          <DetailIcon name="eye" size={16} />
          阅读 {detail.views}
        </Group>
      </Group>
      {detail.labels.length > 0 ? (
        <Group gap={6} aria-label="标签">
          {detail.labels.map((l) => (
            <Badge key={l.id} variant="light" radius="xl" tt="none" fw={500} size="md">
              {l.name}
            </Badge>
          ))}
        </Group>
      ) : null}
      {detail.summary ? (
        <Text c="dimmed" fz="sm" bg="var(--mantine-color-gray-0)" p="sm" style={{ borderRadius: 6 }}>
          摘要：{detail.summary}
        </Text>
      ) : null}
    </Stack>
  );
}
