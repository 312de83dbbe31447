import { Button, Center, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { PasswordCard } from '@/modules/account/components/settings/password-card';
import { authQueries } from '@/modules/auth/api/auth-queries';

/**
 * What the shell shows instead of any page while the user's password is one
 * an administrator set (creation, reset; decision 030): the server refuses
 * his other calls until he replaces it. Once changed, the page he asked for
 * opens where he is.
 */
export function ForcedPassword({ onSignOut }: { onSignOut: () => void }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const onChanged = async () => {
    await queryClient.fetchQuery({ ...authQueries.me(), staleTime: 0 });
    // The guards and loaders of the page asked for run again, now answered.
    await router.invalidate();
  };
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="md" w="100%" maw={480}>
        <Text fz="sm">您的密码由管理员设置。为了账号安全，请先设置一个只有您知道的新密码，然后继续使用。</Text>
        <PasswordCard hasPassword title="修改初始密码" onChanged={onChanged} />
        <Button variant="subtle" color="gray" onClick={onSignOut} w="fit-content">
          退出登录
        </Button>
      </Stack>
    </Center>
  );
}
