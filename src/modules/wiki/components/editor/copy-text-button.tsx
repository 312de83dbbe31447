import { Button, CopyButton } from '@mantine/core';

/** Copies a text to the clipboard and says so. */
export function CopyTextButton({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button size="xs" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy}>
          {copied ? '已复制' : label}
        </Button>
      )}
    </CopyButton>
  );
}
