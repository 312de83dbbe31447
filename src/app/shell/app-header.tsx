import { DEFAULT_DETAIL_DOMAIN } from '@contract/domains';
import { Group, Image, Text } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isNavActive, type NavTarget } from '../nav';
import classes from './app-header.module.css';

interface AppHeaderProps {
  systemName: string;
  logoUrl: string;
  nav: { code: string; to: NavTarget; name: string; section?: readonly string[]; domainId?: number }[];
  /** The search box with suggestions (search module). */
  search: ReactNode;
  bell: ReactNode;
  userMenu: ReactNode;
}

/** Logo, the modules the user may see, search box, unread bell and user menu (the greeting is the home banner's). */
export function AppHeader({ systemName, logoUrl, nav, search, bell, userMenu }: AppHeaderProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // `/detail` belongs to the module of the shown item's domain.
  const detailDomainId = useRouterState({
    select: (s) => Number((s.location.search as { domainId?: unknown }).domainId) || DEFAULT_DETAIL_DOMAIN,
  });
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
            <Link
              key={n.code}
              to={n.to}
              className={classes.navLink}
              data-active={isNavActive(n, pathname, detailDomainId) || undefined}
            >
              {n.name}
            </Link>
          ))}
        </nav>
      </Group>
      <Group gap="md" wrap="nowrap">
        {search}
        {bell}
        {userMenu}
      </Group>
    </Group>
  );
}
