import { PASSWORD_RULE_MESSAGE } from '@contract/auth';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { adminMutations } from '../api/admin-queries';
import { initialPasswordProblem } from '../lib/user-form';
import type { AdminUser } from './user-columns';

/** 重置密码: a new initial password the user must change at the next sign-in; his sessions end. */
export function ResetPasswordModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="重置密码" centered closeButtonProps={{ 'aria-label': '关闭' }}>
      {user ? <ResetForm key={user.id} user={user} onDone={onClose} /> : null}
    </Modal>
  );
}

function ResetForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const reset = useMutation({ ...adminMutations.resetPassword(), onSuccess: onDone });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = initialPasswordProblem(password);
    setError(problem);
    if (!problem) reset.mutate({ id: user.id, password });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fz="sm">
          为 {user.nickname}（{user.username}）设置新的初始密码。用户在各设备上的登录将全部退出，下次登录后须先修改密码。
        </Text>
        <PasswordInput
          label="新的初始密码"
          description={PASSWORD_RULE_MESSAGE}
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          maxLength={64}
          autoComplete="new-password"
          data-autofocus
        />
        {reset.error ? (
          <Alert color="red" variant="light">
            {reset.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            取消
          </Button>
          <Button type="submit" loading={reset.isPending}>
            重置密码
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
