import { Group, Image, Skeleton, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { authQueries } from '../api/auth-queries';

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Reports the id of the captcha on screen, to send with the code. */
  onCaptchaId: (id: string | undefined) => void;
  /** Changes whenever a new captcha must be drawn (each captcha is single-use). */
  generation: number;
  error?: string;
}

/** The image captcha the server asks for after repeated failures; click the image for a new one. */
export function CaptchaField({ value, onChange, onCaptchaId, generation, error }: CaptchaFieldProps) {
  const { data, refetch, isFetching } = useQuery(authQueries.captcha());

  useEffect(() => {
    onCaptchaId(data?.captchaId);
  }, [data?.captchaId, onCaptchaId]);

  // The mount fetches the first captcha; later generations ask for a new one.
  const mountedGeneration = useRef(generation);
  useEffect(() => {
    if (generation !== mountedGeneration.current) void refetch();
  }, [generation, refetch]);

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TextInput
        label="图形验证码"
        placeholder="请输入右侧图中的字符"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        autoComplete="off"
        maxLength={8}
        style={{ flex: 1 }}
        size="md"
      />
      <Tooltip label="看不清？点击换一张">
        <UnstyledButton
          aria-label="刷新图形验证码"
          onClick={() => {
            onChange('');
            void refetch();
          }}
          mt={27}
          style={{ borderRadius: 6, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)', lineHeight: 0 }}
        >
          {data && !isFetching ? (
            <Image src={data.image} alt="图形验证码" w={120} h={40} fit="contain" />
          ) : (
            <Skeleton w={120} h={40} />
          )}
        </UnstyledButton>
      </Tooltip>
    </Group>
  );
}
