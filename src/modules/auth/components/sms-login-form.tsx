import type { loginResult } from '@contract/auth/auth';
import { Button, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { CodeInput } from '@/shared/ui/code-input';
import { authMutations } from '../api/auth-mutations';
import { validateMobile, validateOtp } from '../lib/validate';
import { FormError } from './form-error';

interface SmsLoginFormProps {
  onSignedIn: (result: z.output<typeof loginResult>) => Promise<void>;
}

/** Sign-in with a one-time code sent to the user's mobile. */
export function SmsLoginForm({ onSignedIn }: SmsLoginFormProps) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const sendCode = useMutation(authMutations.smsCode());
  const smsLogin = useMutation(authMutations.smsLogin());

  const send = () => {
    const mobileError = validateMobile(mobile);
    setErrors({ mobile: mobileError });
    if (mobileError) return Promise.reject(new Error(mobileError));
    return sendCode.mutateAsync({ mobile: mobile.trim() });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { mobile: validateMobile(mobile), code: validateOtp(code) };
    setErrors(next);
    if (next.mobile || next.code) return;
    setError(null);
    try {
      await onSignedIn(await smsLogin.mutateAsync({ mobile: mobile.trim(), code: code.trim() }));
    } catch (err) {
      setError(err instanceof Error ? err.message : '登录失败');
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="手机号"
          placeholder="请输入11位手机号"
          size="md"
          inputMode="numeric"
          maxLength={11}
          value={mobile}
          onChange={(e) => setMobile(e.currentTarget.value)}
          error={errors.mobile}
          autoComplete="tel"
        />
        <CodeInput label="短信验证码" size="md" value={code} onChange={setCode} error={errors.code} send={send} />
        <FormError message={error} />
        <Button type="submit" size="md" fullWidth loading={smsLogin.isPending} mt="xs">
          登录
        </Button>
      </Stack>
    </form>
  );
}
