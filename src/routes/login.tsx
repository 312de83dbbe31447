import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSystemImages } from '@/app/images';
import { signedInTarget } from '@/app/signed-in-target';
import { useCompleteSignIn } from '@/app/use-complete-sign-in';
import { LoginScreen } from '@/modules/auth/screens/login-screen';
import { commonQueries } from '@/modules/common/api/common-queries';
import { configQueries } from '@/shared/config/config-queries';
import { usePlatformConfig } from '@/shared/config/use-platform-config';
import { readLocalUsername } from '@/shared/lib/local-username';

interface LoginSearch {
  /** The route to return to after sign-in (checked before use). */
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  staticData: { title: '登录' },
  validateSearch: (raw: Record<string, unknown>): LoginSearch =>
    typeof raw.redirect === 'string' ? { redirect: raw.redirect } : {},
  // Nobody signed in sees the sign-in form: unknown paths come here too (SPEC §2).
  beforeLoad: async ({ context, search }) => {
    const target = await signedInTarget(context.queryClient, search.redirect);
    if (target) throw redirect({ href: target, replace: true });
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(configQueries.platform());
    void context.queryClient.prefetchQuery(commonQueries.images());
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, localUsername } = Route.useSearch();
  const onSignedIn = useCompleteSignIn(redirect);
  const images = useSystemImages();
  const { systemName } = usePlatformConfig();
  return (
    <LoginScreen
      systemName={systemName}
      logoUrl={images.logo}
      backgroundUrl={images.loginBg}
      defaultUsername={localUsername ?? readLocalUsername()}
      onSignedIn={onSignedIn}
    />
  );
}
