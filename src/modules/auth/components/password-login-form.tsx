import type { loginResult } from '@contract/auth/auth';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useCallback, useState } from 'react';
import type { z } from 'zod';
import { authMutations } from '../api/auth-mutations';
import { captchaRequiredBy } from '../lib/login-refusal';
import { FormError } from './form-error';

// Shown only after a refusal that asks for it; its tooltip library stays off the first screen.
const CaptchaField = lazy(() => import('./captcha-field').then((m) => ({ default: m.CaptchaField })));

interface PasswordLoginFormProps {
  defaultUsername?: string;
  onSignedIn: (result: z.output<typeof loginResult>) => Promise<void>;
}

/** Username and password; the password leaves the browser only RSA-OAEP encrypted. */
export function PasswordLoginForm({ defaultUsername = '', onSignedIn }: PasswordLoginFormProps) {
  const [username, setUsername] = useState(defaultUsername);
  const [password, setPassword] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaCode, setCaptchaCode] = useState('');
  const [captchaId, setCaptchaId] = useState<string | undefined>();
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string; captcha?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const login = useMutation(authMutations.login());
  const onCaptchaId = useCallback((id: string | undefined) => setCaptchaId(id), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = {
      username: username.trim() ? undefined : '请输入用户名',
      password: password ? undefined : '请输入密码',
      captcha: captchaShown && !captchaCode.trim() ? '请输入图形验证码' : undefined,
    };
    setFieldErrors(errors);
    if (errors.username || errors.password || errors.captcha) return;
    setError(null);
    try {
      const result = await login.mutateAsync({
        username: username.trim(),
        password,
        ...(captchaShown ? { captchaId, captchaCode: captchaCode.trim() } : {}),
      });
      await onSignedIn(result);
    } catch (err) {
      setError(err instanceof Error ? err.message : '登录失败');
      // A captcha is single-use: after any refusal a shown captcha is redrawn.
      if (captchaRequiredBy(err) || captchaShown) {
        setCaptchaShown(true);
        setCaptchaCode('');
        setCaptchaGeneration((g) => g + 1);
      }
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="用户名"
          placeholder="请输入用户名"
          size="md"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          error={fieldErrors.username}
          autoComplete="username"
          maxLength={64}
        />
        <PasswordInput
          label="密码"
          placeholder="请输入密码"
          size="md"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={fieldErrors.password}
          autoComplete="current-password"
          maxLength={64}
        />
        {captchaShown ? (
          <Suspense fallback={null}>
            <CaptchaField
              value={captchaCode}
              onChange={setCaptchaCode}
              onCaptchaId={onCaptchaId}
              generation={captchaGeneration}
              error={fieldErrors.captcha}
            />
          </Suspense>
        ) : null}
        <FormError message={error} />
        <Button type="submit" size="md" fullWidth loading={login.isPending} mt="xs">
          登录
        </Button>
      </Stack>
    </form>
  );
}
