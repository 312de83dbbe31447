import { Alert, Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { QueryError } from '@/shared/ui/query-error';
import { versionQueries } from './api/version-queries';
import type { KnowledgeScope, VersionItem } from './scope';
import { RollbackDialog, type RollbackOutcome } from './version-history/rollback-dialog';
import { VersionCard } from './version-history/version-card';

interface VersionHistoryProps {
  scope: KnowledgeScope;
  entryId: number;
  opened: boolean;
  onClose: () => void;
  /**
   * Offer rollback (the detail answer's `abilities.canRollback`: the caller
   * manages the entry and no unpublished version is in the way).
   */
  canRollback?: boolean;
  /** Compares two versions in place (older first); without it the compare page opens. */
  onCompare?: (left: number, right: number) => void;
  /** More actions per version (a document's '下载此版本'). */
  versionActions?: (item: VersionItem) => ReactNode;
}

/** Older version first, as the compare view puts it on the left. */
function ordered(a: number, b: number) {
  return a < b ? [a, b] : [b, a];
}

/**
 * The version history of an item in a drawer: who changed what and when,
 * the approval outcome of each version, comparing any two versions and
 * rolling back to an earlier published one.
 */
export function VersionHistory({
  scope,
  entryId,
  opened,
  onClose,
  canRollback = false,
  onCompare,
  versionActions,
}: VersionHistoryProps) {
  const { data, isPending, error, refetch } = useQuery({ ...versionQueries.list(scope, entryId), enabled: opened });
  const [picked, setPicked] = useState<number[]>([]);
  const [rollbackTo, setRollbackTo] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<RollbackOutcome | null>(null);
  const newest = data?.[0]?.version;

  const toggle = (version: number) =>
    setPicked((p) => (p.includes(version) ? p.filter((v) => v !== version) : [...p, version].slice(-2)));
  const [left, right] = picked.length === 2 ? ordered(picked[0], picked[1]) : [0, 0];

  return (
    <Drawer opened={opened} onClose={onClose} title="版本历史" position="right" size="lg" padding="lg">
      <Stack gap="md">
        {outcome ? (
          <Alert
            color={outcome.status === 'published' ? 'teal' : 'orange'}
            variant="light"
            withCloseButton
            onClose={() => setOutcome(null)}
          >
            {outcome.status === 'published'
              ? `已回滚：第${outcome.from}版的内容已作为第${outcome.version}版发布。`
              : `已回滚：第${outcome.from}版的内容已作为第${outcome.version}版提交审核，审核通过后发布。`}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            勾选两个版本进行对比
          </Text>
          {picked.length === 2 && onCompare ? (
            <Button size="xs" onClick={() => onCompare(left, right)}>
              对比所选版本
            </Button>
          ) : picked.length === 2 ? (
            <Button
              size="xs"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/knowledge-compare"
                  search={{ leftId: entryId, leftVersion: left, rightId: entryId, rightVersion: right }}
                />
              )}
            >
              对比所选版本
            </Button>
          ) : (
            <Button size="xs" disabled>
              对比所选版本
            </Button>
          )}
        </Group>
        {isPending ? <Loader size="sm" /> : null}
        <QueryError error={error} onRetry={refetch} />
        {data?.map((v, i) => (
          <VersionCard
            key={v.version}
            scope={scope}
            entryId={entryId}
            item={v}
            previous={data[i + 1]?.version ?? null}
            onCompare={onCompare}
            actions={versionActions?.(v)}
            picked={picked.includes(v.version)}
            onPick={() => toggle(v.version)}
            onRollback={
              canRollback && v.status === 'superseded' && v.version !== newest ? () => setRollbackTo(v.version) : undefined
            }
          />
        ))}
        {data?.length === 0 ? <Text c="dimmed">暂无版本记录</Text> : null}
      </Stack>
      <RollbackDialog
        scope={scope}
        entryId={entryId}
        version={rollbackTo}
        nextVersion={(newest ?? 0) + 1}
        onClose={() => setRollbackTo(null)}
        onDone={(o) => {
          setRollbackTo(null);
          setOutcome(o);
        }}
      />
    </Drawer>
  );
}
