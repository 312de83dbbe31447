import { PASSWORD_RULE_MESSAGE } from '@contract/auth/auth';
import { initialPasswordForm } from '@contract/auth/password';
import { PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormModal } from '@/shared/form/form-modal';
import { useContractForm } from '@/shared/form/use-contract-form';
import { Buttons, Failure } from '@/shared/ui/dialog-parts';
import { adminMutations } from '../api/admin-queries';
import type { AdminUser } from './user-columns';

/** 重置密码: a new initial password the user must change at the next sign-in; his sessions end. */
export function ResetPasswordModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <FormModal opened={user !== null} onClose={onClose} title="重置密码">
      {user ? <ResetForm user={user} onDone={onClose} /> : null}
    </FormModal>
  );
}

function ResetForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const reset = useMutation({ ...adminMutations.resetPassword(), onSuccess: onDone });
  // The password as typed, judged by the same schema the server judges it with once decrypted.
  const { form, onSubmit, failure } = useContractForm({
    schema: initialPasswordForm,
    initialValues: { password: '' },
    error: reset.error,
  });
  return (
    <form onSubmit={onSubmit(({ password }) => reset.mutate({ id: user.id, password }))} noValidate>
      <Stack gap="sm">
        <Text fz="sm">
          为 {user.nickname}（{user.username}）设置新的初始密码。用户在各设备上的登录将全部退出，下次登录后须先修改密码。
        </Text>
        <PasswordInput
          label="新的初始密码"
          description={PASSWORD_RULE_MESSAGE}
          {...form.getInputProps('password')}
          maxLength={64}
          autoComplete="new-password"
          data-autofocus
        />
        <Failure error={failure} />
        <Buttons label="重置密码" loading={reset.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
