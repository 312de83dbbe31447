import { Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toastSuccess } from '@/shared/lib/toast';
import { CodeInput } from '@/shared/ui/code-input';
import { maskEmail, maskMobile } from './mask-contact';
import { securityMutations } from './security-queries';
import { validateEmail, validateMobile, validateOtp } from './validate-security';

type Channel = 'sms' | 'email';

const TEXT = {
  sms: { noun: '手机号', mask: maskMobile, validate: validateMobile, maxLength: 11, inputMode: 'numeric' },
  email: { noun: '电子邮箱', mask: maskEmail, validate: validateEmail, maxLength: 120, inputMode: 'email' },
} as const;

interface ContactCardProps {
  channel: Channel;
  /** The current value, or null when none is bound. */
  current: string | null;
  /** Whether the account has a password, which then proves the change too. */
  hasPassword: boolean;
}

/**
 * 手机号 or 邮箱: the current value masked; changing it sends a code to the
 * NEW value and saves once that code comes back with the current password,
 * so only the owner, holding the new number or mailbox, can attach it (the
 * mobile signs in by SMS).
 */
export function ContactCard({ channel, current, hasPassword }: ContactCardProps) {
  const text = TEXT[channel];
  const [editing, setEditing] = useState(false);
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ target?: string; code?: string; password?: string }>({});
  const sendCode = useMutation(securityMutations.contactCode());
  const save = useMutation(securityMutations.changeContact());
  const headingId = `security-${channel}`;

  const close = () => {
    setEditing(false);
    setTarget('');
    setCode('');
    setPassword('');
    setErrors({});
  };

  const send = () => {
    const error = text.validate(target);
    setErrors({ target: error });
    if (error) return Promise.reject(new Error(error));
    return sendCode.mutateAsync({ channel, target: target.trim() });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      target: text.validate(target),
      code: validateOtp(code),
      password: hasPassword && !password ? '请输入当前密码' : undefined,
    };
    setErrors(next);
    if (next.target || next.code || next.password) return;
    try {
      await save.mutateAsync({ channel, target: target.trim(), code: code.trim(), password: hasPassword ? password : undefined });
      toastSuccess(`${text.noun}已${current ? '更换' : '绑定'}`);
      close();
    } catch {
      // The MutationCache shows the server's message (wrong code or password, number held by another account).
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Title order={3} fz="md" id={headingId}>
            {text.noun}
          </Title>
          <Text fz="sm" c={current ? undefined : 'dimmed'} mt={4}>
            {current ? text.mask(current) : '未绑定'}
          </Text>
        </div>
        {!editing && (
          <Button variant="light" onClick={() => setEditing(true)} aria-label={`${current ? '更换' : '绑定'}${text.noun}`}>
            {current ? '更换' : '绑定'}
          </Button>
        )}
      </Group>
      {editing && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={420} mt="md">
            <TextInput
              label={`新${text.noun}`}
              value={target}
              onChange={(e) => setTarget(e.currentTarget.value)}
              error={errors.target}
              maxLength={text.maxLength}
              inputMode={text.inputMode}
            />
            <CodeInput
              description={`验证码将发送到新${text.noun}`}
              value={code}
              onChange={setCode}
              error={errors.code}
              send={send}
            />
            {hasPassword && (
              <PasswordInput
                label="当前密码"
                description="为确认是您本人操作，请输入登录密码"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={errors.password}
                autoComplete="current-password"
                maxLength={64}
              />
            )}
            <Group>
              <Button type="submit" loading={save.isPending}>
                保存
              </Button>
              <Button variant="default" onClick={close}>
                取消
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}
