import { useQuery } from '@tanstack/react-query';
import { authQueries } from '@/modules/auth/api/auth-queries';
import { commonQueries } from '@/modules/common/api/common-queries';
import { HomeKnowledge } from '@/modules/home/components/home-knowledge';
import { HomeScreen } from '@/modules/home/screens/home-screen';
import { messageQueries } from '@/modules/messages/api/message-queries';
import { TaskList } from '@/modules/messages/components/task-list';
import { UnreadGroupGrid } from '@/modules/messages/components/unread-group-grid';
import { NoticeHomeBlock } from '@/modules/notices/components/notice-home-block';
import { usePlatformConfig } from '@/shared/config/use-platform-config';
import { greetingFor } from '@/shared/lib/greeting';
import { useHomeEntrances } from './home-entrances';
import { useNow } from './shell/use-now';

/** Composes the home screen from the home, messages and account pieces. */
export function HomeRoute() {
  const { data: user } = useQuery(authQueries.me());
  const { data: permissions = [] } = useQuery(authQueries.permissions());
  const { data: loop } = useQuery(messageQueries.loopReader());
  const { systemName } = usePlatformConfig();
  // The banner is read here, not through useSystemImages: the sign-in page's chunk of that hook stays its own.
  const { data: images } = useQuery(commonQueries.images());
  const now = useNow();

  const readsWiki = permissions.includes('ROLE_WIKI_DISPLAY_WEB');
  const entrances = useHomeEntrances();

  if (!user) return null;
  return (
    <HomeScreen
      nickname={user.nickname}
      greeting={greetingFor(now)}
      now={now}
      systemName={systemName}
      bannerUrl={images?.homeBanner || null}
      unreadTotal={loop?.unreadMessageNum}
      unread={<UnreadGroupGrid />}
      tasks={<TaskList />}
      knowledge={readsWiki ? <HomeKnowledge /> : null}
      notices={<NoticeHomeBlock />}
      entrances={entrances}
    />
  );
}
