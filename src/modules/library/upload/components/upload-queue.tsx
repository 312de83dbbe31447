import type { KnowledgeStatus } from '@contract/knowledge/knowledge';
import { Group, Stack, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { useUploadQueue } from '../hooks/use-upload-queue';
import type { BatchFields, QueueRow, UploadResult } from '../lib/upload-queue';
import type { Uploader } from '../lib/upload-request';
import { UploadDropZone } from './upload-drop-zone';
import { UploadRow } from './upload-row';

interface UploadQueueProps {
  /** Applied to the files added next (each row keeps the fields it was added with). */
  fields: BatchFields;
  /** Why no files can be added now; none = they can. */
  blockedReason?: string | null;
  /** Statuses of uploaded documents changed on this page (saved or submitted). */
  docStatuses: Record<number, KnowledgeStatus>;
  onEdit: (result: UploadResult, fileName: string) => void;
  /** The real uploader unless a test injects one. */
  uploader?: Uploader;
}

function summary(rows: readonly QueueRow[]): string {
  const count = (k: QueueRow['state']['kind']) => rows.filter((r) => r.state.kind === k).length;
  const parts = [
    ['已完成', count('done')],
    ['上传中', count('uploading')],
    ['等待', count('queued')],
    ['失败', count('failed')],
    ['已取消', count('cancelled')],
  ] as const;
  const shown = parts.filter(([, n]) => n > 0).map(([name, n]) => `${name} ${n}`);
  return `共 ${rows.length} 个文件${shown.length ? `：${shown.join('，')}` : ''}`;
}

/** Pick or drop files and follow each upload (two at a time) to its document. */
export function UploadQueue({ fields, blockedReason, docStatuses, onEdit, uploader }: UploadQueueProps) {
  const queue = useUploadQueue(uploader);
  const unfinished = queue.rows.filter((r) => r.state.kind === 'queued' || r.state.kind === 'uploading').length;
  const unfinishedRef = useRef(unfinished);
  unfinishedRef.current = unfinished;
  // Leaving the page cancels what still uploads: ask first (in the app, and on closing or reloading the tab).
  const blocker = useBlocker({
    shouldBlockFn: () => unfinishedRef.current > 0,
    enableBeforeUnload: () => unfinishedRef.current > 0,
    withResolver: true,
  });
  return (
    <Stack gap="md">
      <UploadDropZone onFiles={(files) => queue.add(files, fields)} blockedReason={blockedReason} />
      {queue.rows.length ? (
        <>
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="upload-summary">
              {summary(queue.rows)}
            </Text>
          </Group>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="上传列表">
            {queue.rows.map((row) => (
              <UploadRow
                key={row.key}
                row={row}
                docStatus={row.state.kind === 'done' ? docStatuses[row.state.result.id] : undefined}
                onCancel={() => queue.cancel(row.key)}
                onRetry={() => queue.retry(row.key)}
                onRemove={() => queue.remove(row.key)}
                onEdit={(result) => onEdit(result, row.file.name)}
              />
            ))}
          </Stack>
        </>
      ) : null}
      <ConfirmModal
        opened={blocker.status === 'blocked'}
        title="离开此页面？"
        confirmLabel="离开并取消上传"
        danger
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      >
        还有 {unfinished} 个文件正在上传或等待上传，离开将取消这些上传。
      </ConfirmModal>
    </Stack>
  );
}
