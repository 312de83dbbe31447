import type { UserView } from '@contract/users';
import { Group, Image, Text } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isNavActive, type NavTarget } from '../nav';
import classes from './app-header.module.css';

interface AppHeaderProps {
  systemName: string;
  logoUrl: string;
  nav: { code: string; to: NavTarget; name: string; section?: readonly string[] }[];
  greeting: string;
  user: UserView;
  bell: ReactNode;
  userMenu: ReactNode;
}

/** Logo, the modules the user may see, greeting, unread bell and user menu. */
export function AppHeader({ systemName, logoUrl, nav, greeting, user, bell, userMenu }: AppHeaderProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Group h="100%" px="xl" justify="space-between" wrap="nowrap" className={classes.header}>
      <Group gap={40} wrap="nowrap">
        <Link to="/index" className={classes.brand}>
          <Image src={logoUrl} alt="" h={30} w={30} fit="contain" />
          <Text fw={600} fz={18} className={classes.brandName}>
            {systemName}
          </Text>
        </Link>
        <nav aria-label="模块导航" className={classes.nav}>
          {nav.map((n) => (
            <Link key={n.code} to={n.to} className={classes.navLink} data-active={isNavActive(n, pathname) || undefined}>
              {n.name}
            </Link>
          ))}
        </nav>
      </Group>
      <Group gap="md" wrap="nowrap">
        <Text fz="sm" c="dimmed" visibleFrom="md" data-testid="header-greeting">
          {greeting}，{user.nickname}
        </Text>
        {bell}
        {userMenu}
      </Group>
    </Group>
  );
}
