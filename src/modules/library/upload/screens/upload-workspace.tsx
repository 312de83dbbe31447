import type { KnowledgeStatus } from '@contract/knowledge/knowledge';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { BatchSettingsCard } from '../components/batch-settings-card';
import { DocumentMetaDrawer } from '../components/document-meta-drawer';
import { UploadQueue } from '../components/upload-queue';
import { type BatchDraft, batchBlocker, batchFields, EMPTY_BATCH } from '../lib/batch-settings';
import type { UploadResult } from '../lib/upload-queue';
import type { Uploader } from '../lib/upload-request';

interface UploadWorkspaceProps {
  title: string;
  /** Shown above the settings (e.g. the question the documents answer). */
  banner?: ReactNode;
  /** The question every upload is linked to, or null. */
  question: string | null;
  uploader?: Uploader;
}

/**
 * Shared by both upload pages: settings for the batch, the queue, and the
 * information form of each uploaded document (opened from its row).
 */
export function UploadWorkspace({ title, banner, question, uploader }: UploadWorkspaceProps) {
  const [draft, setDraft] = useState<BatchDraft>(EMPTY_BATCH);
  const [editing, setEditing] = useState<{ id: number; fileName: string } | null>(null);
  const [statuses, setStatuses] = useState<Record<number, KnowledgeStatus>>({});
  const onEdit = (result: UploadResult, fileName: string) => setEditing({ id: result.id, fileName });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2} fz={24}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            上传后文档为草稿：补充标题、密级等信息后提交审核，审核通过即发布。
          </Text>
        </Stack>
        <Anchor renderRoot={(props) => <Link {...props} to="/library" />} size="sm">
          返回文档库
        </Anchor>
      </Group>
      {banner}
      <BatchSettingsCard value={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />
      <Card withBorder radius="md" p="lg">
        <UploadQueue
          fields={batchFields(draft, question)}
          blockedReason={batchBlocker(draft, question)}
          docStatuses={statuses}
          onEdit={onEdit}
          uploader={uploader}
        />
      </Card>
      <DocumentMetaDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onStatus={(id, status) => setStatuses((s) => ({ ...s, [id]: status }))}
      />
    </Stack>
  );
}
