import type { useLeaveGuard } from '@/shared/hooks/use-leave-guard';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';

/** Asked when the user leaves a form with changes (`guardLeave`): stay, or leave them behind. */
export function LeaveFormDialog({ blocker }: { blocker: ReturnType<typeof useLeaveGuard> }) {
  return (
    <ConfirmModal
      opened={blocker.status === 'blocked'}
      title="离开此页面？"
      confirmLabel="离开"
      danger
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      填写的内容尚未提交，离开后将丢失。
    </ConfirmModal>
  );
}
