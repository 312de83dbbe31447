import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { SendCodeButton } from './send-code-button';

interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Sends the code; resolves with the server's resend delay in seconds. */
  send: () => Promise<{ resendAfterSeconds: number }>;
  error?: string;
  label?: string;
  description?: ReactNode;
  size?: 'sm' | 'md';
}

/**
 * The six-digit one-time code field with its '获取验证码' button, as every
 * code form (SMS sign-in, visitor registration and binding, contact change)
 * shows it: numeric keyboard and the browser's one-time-code autofill.
 */
export function CodeInput({ value, onChange, send, error, label = '验证码', description, size = 'sm' }: CodeInputProps) {
  return (
    <TextInput
      label={label}
      placeholder="6位数字验证码"
      description={description}
      size={size}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      maxLength={6}
      inputMode="numeric"
      autoComplete="one-time-code"
      rightSection={<SendCodeButton send={send} size={size} />}
      rightSectionWidth={size === 'md' ? 120 : 108}
    />
  );
}
