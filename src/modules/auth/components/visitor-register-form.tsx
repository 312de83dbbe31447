import type { loginResult } from '@contract/auth/auth';
import { Button, PasswordInput, Stack, Tabs, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { CodeInput } from '@/shared/ui/code-input';
import { authMutations } from '../api/auth-mutations';
import { validateEmail, validateMobile, validateNewPassword, validateNickname, validateOtp } from '../lib/validate';
import { FormError } from './form-error';

type Channel = 'mobile' | 'email';

const CHANNELS: { value: Channel; label: string }[] = [
  { value: 'mobile', label: '手机号注册' },
  { value: 'email', label: '邮箱注册' },
];
type Errors = Partial<Record<'target' | 'code' | 'password' | 'confirm' | 'nickname', string>>;

interface VisitorRegisterFormProps {
  onSignedIn: (result: z.output<typeof loginResult>) => Promise<void>;
}

/** Visitor registration by mobile or e-mail (SPEC §1); the new visitor is signed in at once. */
export function VisitorRegisterForm({ onSignedIn }: VisitorRegisterFormProps) {
  const [channel, setChannel] = useState<Channel>('mobile');
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [nickname, setNickname] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const sendCode = useMutation(authMutations.visitorCode());
  const register = useMutation(authMutations.visitorRegister());

  const targetError = () => (channel === 'mobile' ? validateMobile(target) : validateEmail(target));
  const contact = () => (channel === 'mobile' ? { mobile: target.trim() } : { email: target.trim() });

  const send = () => {
    const e = targetError();
    setErrors({ target: e });
    if (e) return Promise.reject(new Error(e));
    return sendCode.mutateAsync({ ...contact(), purpose: 'register' });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      target: targetError(),
      code: validateOtp(code),
      password: validateNewPassword(password),
      confirm: confirm === password ? undefined : '两次输入的密码不一致',
      nickname: validateNickname(nickname),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setError(null);
    try {
      await onSignedIn(await register.mutateAsync({ ...contact(), code: code.trim(), password, nickname: nickname.trim() }));
    } catch (err) {
      setError(err instanceof Error ? err.message : '注册失败');
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {/* The same tabs as the sign-in methods (login-screen): one switch style across the page. */}
        <Tabs
          value={channel}
          keepMounted={false}
          onChange={(v) => {
            if (!v || v === channel) return;
            setChannel(v as Channel);
            setTarget('');
            setErrors({});
          }}
        >
          <Tabs.List grow mb="lg">
            {CHANNELS.map((c) => (
              <Tabs.Tab key={c.value} value={c.value}>
                {c.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {CHANNELS.map((c) => (
            <Tabs.Panel key={c.value} value={c.value}>
              <TextInput
                label={c.value === 'mobile' ? '手机号' : '电子邮箱'}
                placeholder={c.value === 'mobile' ? '请输入11位手机号' : '请输入电子邮箱'}
                value={target}
                onChange={(e) => setTarget(e.currentTarget.value)}
                error={errors.target}
                inputMode={c.value === 'mobile' ? 'numeric' : 'email'}
                maxLength={c.value === 'mobile' ? 11 : 120}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
        <CodeInput
          description={`已注册的${channel === 'mobile' ? '手机号' : '邮箱'}不会收到验证码，请直接登录`}
          value={code}
          onChange={setCode}
          error={errors.code}
          send={send}
        />
        <TextInput
          label="昵称"
          placeholder="他人看到的名字"
          value={nickname}
          onChange={(e) => setNickname(e.currentTarget.value)}
          error={errors.nickname}
          maxLength={32}
        />
        <PasswordInput
          label="设置密码"
          placeholder="8到64位，需同时包含字母和数字"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
          autoComplete="new-password"
          maxLength={64}
        />
        <PasswordInput
          label="确认密码"
          placeholder="请再次输入密码"
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
          error={errors.confirm}
          autoComplete="new-password"
          maxLength={64}
        />
        <FormError message={error} />
        <Button type="submit" fullWidth size="md" loading={register.isPending} mt="xs">
          注册并登录
        </Button>
      </Stack>
    </form>
  );
}
