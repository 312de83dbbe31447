import { Button, Center, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { requireSession } from '@/app/guards';
import { useSignOut } from '@/app/use-sign-out';
import { PasswordCard } from '@/modules/account/components/settings/password-card';
import { authQueries } from '@/modules/auth/api/auth-queries';
import { safeReturnPath } from '@/shared/lib/links';

interface ChangePasswordSearch {
  /** The page the user asked for, opened once the password is changed (checked before use). */
  redirect?: string;
}

/**
 * `/change-password`: a user whose password an administrator set (creation,
 * reset) replaces it before anything else — the `/_app` guard sends him here,
 * and the server refuses his other calls until he has (decision 030).
 */
export const Route = createFileRoute('/change-password')({
  staticData: { title: '修改初始密码' },
  validateSearch: (raw: Record<string, unknown>): ChangePasswordSearch =>
    typeof raw.redirect === 'string' ? { redirect: raw.redirect } : {},
  beforeLoad: async (args) => {
    const session = await requireSession(args);
    if (!session.user.mustChangePassword)
      throw redirect({ href: safeReturnPath(args.search.redirect) ?? '/index', replace: true });
  },
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const { redirect: back } = Route.useSearch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();
  const onChanged = async () => {
    // The guard reads the cached user: it must see the flag gone before the page opens.
    await queryClient.fetchQuery({ ...authQueries.me(), staleTime: 0 });
    const target = safeReturnPath(back);
    if (target) await navigate({ href: target, replace: true });
    else await navigate({ to: '/index', replace: true });
  };
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="md" w="100%" maw={480}>
        <Text fz="sm">您的密码由管理员设置。为了账号安全，请先设置一个只有您知道的新密码，然后继续使用。</Text>
        <PasswordCard hasPassword title="修改初始密码" onChanged={onChanged} />
        <Button variant="subtle" color="gray" onClick={() => void signOut()} loading={pending} w="fit-content">
          退出登录
        </Button>
      </Stack>
    </Center>
  );
}
