import { Button, Group, Modal, Text } from '@mantine/core';
import type { useLeaveGuard } from '@/shared/hooks/use-leave-guard';

/**
 * Asked when the user leaves a form with changes (`guardLeave`): stay, or
 * leave them behind. Its own modal rather than shared/knowledge's
 * ConfirmModal: knowledge screens use the form layer, so it may not use them.
 */
export function LeaveFormDialog({ blocker }: { blocker: ReturnType<typeof useLeaveGuard> }) {
  const stay = () => blocker.reset?.();
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={stay}
      title="离开此页面？"
      centered
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      <Text fz="sm">填写的内容尚未提交，离开后将丢失。</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={stay}>
          取消
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          离开
        </Button>
      </Group>
    </Modal>
  );
}
