import { STATUS_NAMES } from '@contract/knowledge/knowledge';
import { Alert, Anchor, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { hashLink } from '@/shared/lib/links';
import { editorQueries } from '../../api/editor-queries';
import type { DraftSnapshot } from '../../lib/draft-form';
import { plainTextOf } from '../../lib/draft-form';
import { CopyTextButton } from './copy-text-button';

interface ConflictDialogProps {
  /** The server's refusal. */
  message: string;
  /** The user's text; null while the dialog is closed. */
  snapshot: DraftSnapshot | null;
  opened: boolean;
  entryId: number | undefined;
  reloading: boolean;
  onReload: () => void;
  onClose: () => void;
}

/**
 * A save refused because the entry changed elsewhere. The user's text is
 * shown and copyable, and stays in the editor until they choose to load the
 * newest version; nothing they wrote is overwritten.
 */
export function ConflictDialog({ message, snapshot, opened, entryId, reloading, onReload, onClose }: ConflictDialogProps) {
  const content = snapshot?.content ?? '';
  const title = snapshot?.title ?? '';
  const text = useMemo(() => plainTextOf(content), [content]);
  // What the server holds now, so the user knows what they are merging with.
  const { data: newest } = useQuery({ ...editorQueries.source(entryId ?? 0), enabled: opened && entryId !== undefined });
  return (
    <Modal opened={opened} onClose={onClose} title="保存冲突：你的修改未被保存" size="lg" centered>
      <Stack gap="md">
        <Alert color="red" variant="light">
          {message}
          {newest ? (
            <Text fz="sm" mt={4}>
              服务器上的最新版本：第{newest.version}版（{STATUS_NAMES[newest.versionStatus]}）
            </Text>
          ) : null}
        </Alert>
        <Text fz="sm">
          你的内容仍保留在编辑器中，并已备份在本浏览器。可以先复制下面的内容，再加载最新版本合并；加载后你的内容会显示在编辑器上方，方便逐段合并。
        </Text>
        <div>
          <Text fw={600} fz="sm" mb={4}>
            你的标题：{title || '（无标题）'}
          </Text>
          <ScrollArea.Autosize mah={220} type="auto" bd="1px solid var(--mantine-color-gray-3)" p="xs" bdrs="sm">
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="conflict-kept-text">
              {text || '（正文为空）'}
            </Text>
          </ScrollArea.Autosize>
        </div>
        <Group gap="xs">
          <CopyTextButton value={`${title}\n\n${text}`} label="复制标题和正文" />
          <CopyTextButton value={content} label="复制正文 HTML" />
        </Group>
        <Group justify="space-between" mt="sm">
          {entryId !== undefined ? (
            <Anchor href={hashLink('/detail', { id: entryId, version: newest?.version })} target="_blank" rel="noopener" fz="sm">
              在新标签页查看最新版本
            </Anchor>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              稍后处理
            </Button>
            <Button onClick={onReload} loading={reloading}>
              加载最新版本并合并
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
