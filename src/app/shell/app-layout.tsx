import { AppShell, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { authQueries } from '@/modules/auth/api/auth-queries';
import { commonQueries } from '@/modules/common/api/common-queries';
import { UnreadBell } from '@/modules/messages/components/unread-bell';
import { useUnreadLoop } from '@/modules/messages/hooks/use-unread-loop';
import { HeaderSearch } from '@/modules/search/components/header-search';
import { useFeatureSwitches } from '@/shared/config/use-feature-switches';
import { usePlatformConfig } from '@/shared/config/use-platform-config';
import { useHasToken } from '@/shared/hooks/use-has-token';
import { ScrollToTop } from '@/shared/ui/scroll-to-top';
import { useSystemImages } from '../images';
import { visibleNav } from '../nav';
import { useSignOut } from '../use-sign-out';
import { AppHeader } from './app-header';
import { ForcedPassword } from './forced-password';
import { ShellDialogs } from './shell-dialogs';
import { useFillUserInfoFlag } from './use-fill-user-info-flag';
import { useReadingFont } from './use-reading-font';
import { UserMenu } from './user-menu';

/** The signed-in shell: header, page, unread loop, shell dialogs, back-to-top; a password to change first before any of it. */
export function AppLayout() {
  const { data: user } = useQuery(authQueries.me());
  const { data: permissions } = useQuery(authQueries.permissions());
  const { data: aliases } = useQuery(commonQueries.menuTitles());
  const switches = useFeatureSwitches();
  const signedIn = useHasToken();
  const { systemName } = usePlatformConfig();
  const images = useSystemImages();
  const navigate = useNavigate();
  const fill = useFillUserInfoFlag();
  const { signOut } = useSignOut();

  // A password to change first: nothing else is asked of the server, which would refuse it.
  const ready = signedIn && user !== undefined && !user.mustChangePassword;
  // The one unread loop of the app, whatever number of screens read it.
  useUnreadLoop({ enabled: ready, looping: switches.messageLoop });
  useReadingFont(ready);

  if (!user) return null;
  if (user.mustChangePassword) return <ForcedPassword onSignOut={() => void signOut()} />;
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header withBorder>
        <AppHeader
          systemName={systemName}
          logoUrl={images.logo}
          nav={visibleNav(permissions ?? [], aliases)}
          search={(o) => <HeaderSearch width={o.width} autoFocus={o.autoFocus} onDone={o.onDone} />}
          bell={<UnreadBell onOpen={(tab) => void navigate({ to: '/message-task/$tab', params: { tab } })} />}
          userMenu={
            <UserMenu
              user={user}
              onOpenAccount={() => void navigate({ to: '/account/home' })}
              onEditProfile={fill.open}
              onOpenSettings={() => void navigate({ to: '/account/settings' })}
              onSignOut={() => void signOut()}
            />
          }
        />
      </AppShell.Header>
      <AppShell.Main>
        {/* Room below the page's last row for the back-to-top button (bottom 40 + 44 px), which would otherwise cover a form's 发布 at the end. */}
        <Container size="xl" pt={{ base: 'md', sm: 'xl' }} pb={96} px={{ base: 'sm', sm: 'md' }}>
          <Outlet />
        </Container>
      </AppShell.Main>
      <ScrollToTop />
      <ShellDialogs user={user} />
    </AppShell>
  );
}
