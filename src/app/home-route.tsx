import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { authQueries } from '@/modules/auth/api/auth-queries';
import { HomeKnowledge } from '@/modules/home/components/home-knowledge';
import { type HomeEntrance, HomeScreen } from '@/modules/home/screens/home-screen';
import { messageQueries } from '@/modules/messages/api/message-queries';
import { TaskList } from '@/modules/messages/components/task-list';
import { UnreadGroupGrid } from '@/modules/messages/components/unread-group-grid';
import { NoticeHomeBlock } from '@/modules/notices/components/notice-home-block';
import { usePlatformConfig } from '@/shared/config/use-platform-config';
import { greetingFor } from '@/shared/lib/greeting';
import { useFillUserInfoFlag } from './shell/use-fill-user-info-flag';
import { useNow } from './shell/use-now';

const icon = (d: string) => (
  <svg
    width={22}
    height={22}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d={d} />
  </svg>
);

/** Composes the home screen from the home, messages and account pieces. */
export function HomeRoute() {
  const { data: user } = useQuery(authQueries.me());
  const { data: permissions = [] } = useQuery(authQueries.permissions());
  const { data: loop } = useQuery(messageQueries.loopReader());
  const { systemName } = usePlatformConfig();
  const navigate = useNavigate();
  const fill = useFillUserInfoFlag();
  const now = useNow();

  const readsWiki = permissions.includes('ROLE_WIKI_DISPLAY_WEB');
  const entrances: HomeEntrance[] = [
    ...(readsWiki
      ? [
          {
            key: 'wiki',
            label: '知识词条',
            description: '分类浏览、搜索与新建词条',
            icon: icon('M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5zm0 14a2 2 0 0 1 2-2h13M8 7h7'),
            onOpen: () => void navigate({ to: '/wiki' }),
          },
        ]
      : []),
    {
      key: 'account',
      label: '个人中心',
      description: '个人资料、消息与待办',
      icon: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0'),
      onOpen: () => void navigate({ to: '/account/home' }),
    },
    {
      key: 'profile',
      label: '完善资料',
      description: '昵称、联系方式与所属组织',
      icon: icon('M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4'),
      onOpen: fill.open,
    },
  ];

  if (!user) return null;
  return (
    <HomeScreen
      nickname={user.nickname}
      greeting={greetingFor(now)}
      now={now}
      systemName={systemName}
      unreadTotal={loop?.unreadMessageNum}
      unread={<UnreadGroupGrid />}
      tasks={<TaskList />}
      knowledge={readsWiki ? <HomeKnowledge /> : null}
      notices={<NoticeHomeBlock />}
      entrances={entrances}
    />
  );
}
