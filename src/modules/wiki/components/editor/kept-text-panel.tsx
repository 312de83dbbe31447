import { Alert, Button, Group, ScrollArea, Text } from '@mantine/core';
import { useMemo } from 'react';
import { dayjs } from '@/shared/lib/datetime';
import { plainTextOf } from '../../lib/draft-form';
import type { KeptText } from '../../lib/local-backup';
import { CopyTextButton } from './copy-text-button';

interface KeptTextPanelProps {
  kept: KeptText;
  onAppend: () => void;
  onDismiss: () => void;
}

/** After loading the newest version: the user's earlier text, to merge by hand, until they dismiss it. */
export function KeptTextPanel({ kept, onAppend, onDismiss }: KeptTextPanelProps) {
  const text = useMemo(() => plainTextOf(kept.snapshot.content), [kept.snapshot.content]);
  return (
    <Alert color="orange" variant="light" title={`你之前未保存的内容（${dayjs(kept.keptAt).format('HH:mm')}）`}>
      <Text fz="sm" mb={6}>
        标题：{kept.snapshot.title || '（无标题）'}
      </Text>
      <ScrollArea.Autosize mah={180} type="auto">
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="kept-text">
          {text || '（正文为空）'}
        </Text>
      </ScrollArea.Autosize>
      <Group gap="xs" mt="sm">
        <CopyTextButton value={`${kept.snapshot.title}\n\n${text}`} label="复制内容" />
        <Button size="xs" variant="light" onClick={onAppend}>
          追加到正文末尾
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={onDismiss}>
          已合并，不再显示
        </Button>
      </Group>
    </Alert>
  );
}
