import { STATUS_NAMES } from '@contract/knowledge/knowledge';
import { detailDomainParam } from '@contract/platform/domains';
import { Anchor, Badge, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { relativeTime } from '@/shared/lib/datetime';
import type { KnowledgeScope, VersionItem } from '../scope';

export const VERSION_STATUS_COLORS: Record<VersionItem['status'], string> = {
  draft: 'gray',
  pending: 'orange',
  published: 'teal',
  rejected: 'red',
  superseded: 'dark',
};

interface VersionCardProps {
  scope: KnowledgeScope;
  entryId: number;
  item: VersionItem;
  /** The version before this one, to compare with. */
  previous: number | null;
  picked: boolean;
  onPick: () => void;
  onRollback?: () => void;
  /** Compares in place; without it '与上一版对比' opens the compare page. */
  onCompare?: (left: number, right: number) => void;
  /** More actions of the domain (a document's '下载此版本'). */
  actions?: ReactNode;
}

/** One version in the history: number, state, editor, time, what changed and the approval outcome. */
export function VersionCard({
  scope,
  entryId,
  item,
  previous,
  picked,
  onPick,
  onRollback,
  onCompare,
  actions,
}: VersionCardProps) {
  return (
    <Card withBorder radius="md" p="md" data-testid={`version-${item.version}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Checkbox checked={picked} onChange={onPick} aria-label={`选择第${item.version}版进行对比`} mt={3} />
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={600}>第{item.version}版</Text>
              <Badge size="sm" variant="light" color={VERSION_STATUS_COLORS[item.status]}>
                {STATUS_NAMES[item.status]}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed">
              {item.editor.nickname} · {relativeTime(item.updatedAt)}
            </Text>
            <Text fz="sm" lineClamp={2}>
              {item.title}
            </Text>
            {item.changeSummary ? <Text fz="sm">{item.changeSummary}</Text> : null}
            {item.rollbackOf ? (
              <Text fz="sm" c="grape.7">
                由第{item.rollbackOf}版回滚而来
              </Text>
            ) : null}
            {item.decisionComment || item.decidedBy ? (
              <Text fz="sm" c={item.status === 'rejected' ? 'red.7' : 'dimmed'}>
                {item.decidedBy ? `${item.decidedBy.nickname}${item.status === 'rejected' ? '驳回' : '审核'}` : '审核意见'}
                {item.decidedAt ? `（${relativeTime(item.decidedAt)}）` : ''}
                {item.decisionComment ? `：${item.decisionComment}` : ''}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Stack gap={6} align="flex-end">
          <Anchor
            renderRoot={(props) => (
              <Link
                {...props}
                to="/detail"
                search={{ id: entryId, version: item.version, domainId: detailDomainParam(scope.domainId) }}
              />
            )}
            fz="sm"
          >
            查看
          </Anchor>
          {previous !== null && onCompare ? (
            <Anchor component="button" type="button" fz="sm" onClick={() => onCompare(previous, item.version)}>
              与上一版对比
            </Anchor>
          ) : null}
          {previous !== null && !onCompare ? (
            <Anchor
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/knowledge-compare"
                  search={{ leftId: entryId, leftVersion: previous, rightId: entryId, rightVersion: item.version }}
                />
              )}
              fz="sm"
            >
              与上一版对比
            </Anchor>
          ) : null}
          {actions}
          {onRollback ? (
            <Button size="compact-xs" variant="light" color="grape" onClick={onRollback}>
              回滚到此版本
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
