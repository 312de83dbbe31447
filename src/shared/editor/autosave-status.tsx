import { Button, Group, Loader, Text } from '@mantine/core';
import { dayjs } from '@/shared/lib/datetime';

/** Where an editor's autosaved draft stands (wiki entries, forum posts). */
export type AutosaveStatus =
  | { kind: 'clean' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'blocked'; reason: string }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; message: string };

interface AutosaveStatusLineProps {
  status: AutosaveStatus;
  /** Opens the conflict dialog again (editors without one leave it out: the line then only names the conflict). */
  onShowConflict?: () => void;
  /** The editor keeps a copy in this browser when a save cannot go out (the wiki does; the forum does not say so). */
  backedUp?: boolean;
}

/** One line under the header saying where the draft stands. */
export function AutosaveStatusLine({ status, onShowConflict, backedUp = true }: AutosaveStatusLineProps) {
  const kept = backedUp ? '（修改已备份在本浏览器）' : '';
  switch (status.kind) {
    case 'saving':
      return (
        <Group gap={6} role="status">
          <Loader size={12} />
          <Text fz="sm" c="dimmed">
            正在保存…
          </Text>
        </Group>
      );
    case 'saved':
      return (
        <Text fz="sm" c="teal.7" role="status">
          已自动保存 {dayjs(status.at).format('HH:mm')}
        </Text>
      );
    case 'dirty':
      return (
        <Text fz="sm" c="dimmed" role="status">
          有未保存的修改，稍后自动保存
        </Text>
      );
    case 'blocked':
      return (
        <Text fz="sm" c="orange.7" role="status">
          {status.reason}
          {kept}
        </Text>
      );
    case 'failed':
      return (
        <Text fz="sm" c="red.7" role="status">
          保存失败：{status.message}
          {kept}
        </Text>
      );
    case 'conflict':
      return (
        <Group gap={6} role="status">
          <Text fz="sm" c="red.7">
            保存冲突，自动保存已暂停
          </Text>
          {onShowConflict ? (
            <Button size="compact-xs" variant="light" color="red" onClick={onShowConflict}>
              处理冲突
            </Button>
          ) : null}
        </Group>
      );
    default:
      return (
        <Text fz="sm" c="dimmed" role="status">
          修改会自动保存
        </Text>
      );
  }
}
