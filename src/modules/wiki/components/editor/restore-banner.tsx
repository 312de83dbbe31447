import { Alert, Button, Group, Text } from '@mantine/core';
import { formatDateTime } from '@/shared/lib/datetime';
import type { LocalBackup } from '../../lib/local-backup';

interface RestoreBannerProps {
  backup: LocalBackup;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers a local copy newer than the server's draft (e.g. written offline before a reload). */
export function RestoreBanner({ backup, onRestore, onDiscard }: RestoreBannerProps) {
  return (
    <Alert variant="light" title="发现本浏览器中未保存的修改">
      <Text fz="sm">
        {formatDateTime(backup.changedAt)} 的修改（标题「{backup.snapshot.title || '无标题'}」）比服务器上的草稿新，是否恢复？
      </Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" onClick={onRestore}>
          恢复本地修改
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={onDiscard}>
          丢弃
        </Button>
      </Group>
    </Alert>
  );
}
