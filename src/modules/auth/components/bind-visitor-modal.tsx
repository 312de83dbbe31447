import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CodeInput } from '@/shared/ui/code-input';
import { authMutations } from '../api/auth-mutations';
import { validateMobile, validateOtp } from '../lib/validate';
import { FormError } from './form-error';

interface BindVisitorModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The bind-user modal (SPEC §2): a visitor links the account to a staff
 * account by the staff member's mobile and a code sent to it.
 */
export function BindVisitorModal({ opened, onClose }: BindVisitorModalProps) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const sendCode = useMutation(authMutations.visitorCode());
  const bind = useMutation(authMutations.visitorBind());

  const send = () => {
    const e = validateMobile(mobile);
    setErrors({ mobile: e });
    if (e) return Promise.reject(new Error(e));
    return sendCode.mutateAsync({ mobile: mobile.trim(), purpose: 'bind' });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { mobile: validateMobile(mobile), code: validateOtp(code) };
    setErrors(next);
    if (next.mobile || next.code) return;
    setError(null);
    try {
      await bind.mutateAsync({ mobile: mobile.trim(), code: code.trim() });
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : '绑定失败');
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="绑定员工账号" centered size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            当前为访客账号。绑定员工账号后，可查看与您岗位相关的全部知识内容。
          </Text>
          <TextInput
            label="员工手机号"
            placeholder="请输入员工账号登记的手机号"
            value={mobile}
            onChange={(e) => setMobile(e.currentTarget.value)}
            error={errors.mobile}
            maxLength={11}
            inputMode="numeric"
          />
          <CodeInput value={code} onChange={setCode} error={errors.code} send={send} />
          <FormError message={error} />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              稍后绑定
            </Button>
            <Button type="submit" loading={bind.isPending}>
              立即绑定
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
