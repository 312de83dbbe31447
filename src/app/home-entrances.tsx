import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { authQueries } from '@/modules/auth/api/auth-queries';
import type { HomeEntrance } from '@/modules/home/components/entrance-grid';
import { useFillUserInfoFlag } from './shell/use-fill-user-info-flag';

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

/** 常用入口 of the home pages: the modules the user may open, the personal centre, the profile. */
export function useHomeEntrances(): HomeEntrance[] {
  const { data: permissions = [] } = useQuery(authQueries.permissions());
  const navigate = useNavigate();
  const fill = useFillUserInfoFlag();
  const readsWiki = permissions.includes('ROLE_WIKI_DISPLAY_WEB');
  return [
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
}
