import { OTP_RESEND_SECONDS } from '@contract/auth/auth';
import { Button } from '@mantine/core';
import { useCountdown } from '@/shared/hooks/use-countdown';

interface SendCodeButtonProps {
  /** Sends the code; resolves with the server's resend delay in seconds. */
  send: () => Promise<{ resendAfterSeconds: number }>;
  disabled?: boolean;
  /** Matches the size of the code input it sits in. */
  size?: 'sm' | 'md';
}

/**
 * '获取验证码' with the resend countdown (60 s, or what the server says);
 * made to sit in the right section of the code input.
 */
export function SendCodeButton({ send, disabled, size = 'sm' }: SendCodeButtonProps) {
  const { left, start } = useCountdown();
  const onClick = async () => {
    try {
      const r = await send();
      start(r.resendAfterSeconds || OTP_RESEND_SECONDS);
    } catch {
      // The failure toast comes from the MutationCache.
    }
  };
  return (
    <Button
      variant="subtle"
      size={size === 'md' ? 'compact-md' : 'compact-sm'}
      fw={500}
      disabled={disabled || left > 0}
      onClick={onClick}
    >
      {left > 0 ? `${left}秒后重发` : '获取验证码'}
    </Button>
  );
}
