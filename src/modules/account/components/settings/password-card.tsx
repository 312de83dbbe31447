import { PASSWORD_RULE_MESSAGE } from '@contract/auth';
import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { securityMutations } from './security-queries';
import { type PasswordFields, validatePasswordChange } from './validate-security';

const EMPTY: PasswordFields = { oldPassword: '', newPassword: '', confirm: '' };

/**
 * 修改密码: old, new and confirmation. The rule is checked here with the
 * contract's own pattern so a typo costs no round trip; the server checks it
 * again, counts a wrong old password like a failed sign-in, and ends every
 * other session of the user.
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
  const [fields, setFields] = useState<PasswordFields>(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof validatePasswordChange>>({});
  const change = useMutation(securityMutations.changePassword());
  const set = (key: keyof PasswordFields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = validatePasswordChange(fields);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    try {
      await change.mutateAsync({ oldPassword: fields.oldPassword, newPassword: fields.newPassword });
      setFields(EMPTY);
      await onChanged?.();
    } catch {
      // The MutationCache shows the server's message (wrong old password, wait before retrying).
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="security-password">
      <Title order={3} fz="md" id="security-password" mb="xs">
        {title}
      </Title>
      {hasPassword ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={420}>
            <PasswordInput
              label="原密码"
              value={fields.oldPassword}
              onChange={set('oldPassword')}
              error={errors.oldPassword}
              autoComplete="current-password"
              maxLength={64}
            />
            <PasswordInput
              label="新密码"
              description={PASSWORD_RULE_MESSAGE}
              value={fields.newPassword}
              onChange={set('newPassword')}
              error={errors.newPassword}
              autoComplete="new-password"
              maxLength={64}
            />
            <PasswordInput
              label="确认新密码"
              value={fields.confirm}
              onChange={set('confirm')}
              error={errors.confirm}
              autoComplete="new-password"
              maxLength={64}
            />
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
