import { Button, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { StatusPage } from '@/shared/ui/status-page';

interface TransferScreenProps {
  /** Null while the hand-over is checked; a message when it failed. */
  failure: string | null;
}

/** `/tansferPage`: hands a session over from another app of the suite (SSO). */
export function TransferScreen({ failure }: TransferScreenProps) {
  if (failure) {
    return (
      <StatusPage
        code="登录"
        title="无法完成登录"
        description={failure}
        actions={
          <Button component={Link} to="/login">
            前往登录
          </Button>
        }
      />
    );
  }
  return (
    <Stack align="center" justify="center" mih="60vh" gap="sm">
      <Loader />
      <Text c="dimmed">正在进入系统，请稍候…</Text>
    </Stack>
  );
}
