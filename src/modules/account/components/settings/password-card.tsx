import { changePasswordText } from '@contract/account/account-security';
import { PASSWORD_RULE_MESSAGE } from '@contract/auth/auth';
import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useContractForm } from '@/shared/form/use-contract-form';
import { securityMutations } from './security-queries';

/** The change as typed, with the confirmation only the form asks for. */
const passwordForm = changePasswordText
  .safeExtend({ confirm: z.string() })
  .refine((v) => v.confirm === v.newPassword, { path: ['confirm'], message: '两次输入的新密码不一致' });

/**
 * 修改密码: old, new and confirmation, judged by the contract's schema of the
 * passwords as typed (the server judges the decrypted new password with the
 * same one), so a typo costs no round trip. The server counts a wrong old
 * password like a failed sign-in and ends every other session of the user.
 */
export function PasswordCard({
  hasPassword,
  title = '修改密码',
  onChanged,
}: {
  hasPassword: boolean;
  title?: string;
  /** After a change (the forced first change goes on to the page the user asked for). */
  onChanged?: () => void | Promise<void>;
}) {
  const change = useMutation(securityMutations.changePassword());
  // The MutationCache shows the server's refusal (wrong old password, wait before retrying); a field's also goes under it.
  const { form, onSubmit } = useContractForm({
    schema: passwordForm,
    initialValues: { oldPassword: '', newPassword: '', confirm: '' },
    error: change.error,
  });
  const submit = onSubmit(({ oldPassword, newPassword }) =>
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: async () => {
          form.reset();
          await onChanged?.();
        },
      },
    ),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="security-password">
      <Title order={3} fz="md" id="security-password" mb="xs">
        {title}
      </Title>
      {hasPassword ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={420}>
            <PasswordInput label="原密码" {...form.getInputProps('oldPassword')} autoComplete="current-password" maxLength={64} />
            <PasswordInput
              label="新密码"
              description={PASSWORD_RULE_MESSAGE}
              {...form.getInputProps('newPassword')}
              autoComplete="new-password"
              maxLength={64}
            />
            <PasswordInput label="确认新密码" {...form.getInputProps('confirm')} autoComplete="new-password" maxLength={64} />
            <Text fz="xs" c="dimmed">
              修改成功后，您在其他设备和浏览器上的登录将全部退出，当前登录保持不变。
            </Text>
            <Group>
              <Button type="submit" loading={change.isPending}>
                修改密码
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text fz="sm" c="dimmed">
          您的账号尚未设置密码，目前通过短信验证码登录。如需使用密码登录，请联系管理员设置初始密码。
        </Text>
      )}
    </Card>
  );
}
