import { changeContact, contactCode } from '@contract/account/account-security';
import { Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { parsedFor, useContractForm } from '@/shared/form/use-contract-form';
import { toastSuccess } from '@/shared/lib/toast';
import { CodeInput } from '@/shared/ui/code-input';
import { maskEmail, maskMobile } from './mask-contact';
import { securityMutations } from './security-queries';

type Channel = 'sms' | 'email';

const TEXT = {
  sms: { noun: '手机号', mask: maskMobile, maxLength: 11, inputMode: 'numeric' },
  email: { noun: '电子邮箱', mask: maskEmail, maxLength: 120, inputMode: 'email' },
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
  const headingId = `security-${channel}`;

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
      {editing && <ContactForm channel={channel} current={current} hasPassword={hasPassword} onDone={() => setEditing(false)} />}
    </Card>
  );
}

/**
 * The change itself, mounted while it is open: changeContact's schema judges
 * it (the current password, as typed, only for being there: it is sealed
 * when sent), contactCode's the new value before a code is sent to it.
 */
function ContactForm({ channel, current, hasPassword, onDone }: ContactCardProps & { onDone: () => void }) {
  const text = TEXT[channel];
  const sendCode = useMutation(securityMutations.contactCode());
  const save = useMutation(securityMutations.changeContact());
  // The MutationCache shows the server's refusal (wrong code or password, number held by another account).
  const { form, onSubmit, errorOf } = useContractForm({
    schema: changeContact.input,
    initialValues: { target: '', code: '', password: '' },
    toInput: (v) =>
      ({ channel, target: v.target, code: v.code, ...(hasPassword ? { password: v.password } : {}) }) as z.input<
        typeof changeContact.input
      >,
    error: save.error,
  });

  const send = () =>
    parsedFor(form, 'target', contactCode.input, { channel, target: form.values.target }).then((input) =>
      sendCode.mutateAsync(input),
    );

  const submit = onSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        toastSuccess(`${text.noun}已${current ? '更换' : '绑定'}`);
        onDone();
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420} mt="md">
        <TextInput
          label={`新${text.noun}`}
          {...form.getInputProps('target')}
          maxLength={text.maxLength}
          inputMode={text.inputMode}
        />
        <CodeInput
          description={`验证码将发送到新${text.noun}`}
          value={form.values.code}
          onChange={(code) => form.setFieldValue('code', code)}
          error={errorOf('code')}
          send={send}
        />
        {hasPassword && (
          <PasswordInput
            label="当前密码"
            description="为确认是您本人操作，请输入登录密码"
            {...form.getInputProps('password')}
            autoComplete="current-password"
            maxLength={64}
          />
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            保存
          </Button>
          <Button variant="default" onClick={onDone}>
            取消
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
