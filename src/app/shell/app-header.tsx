import { DEFAULT_DETAIL_DOMAIN } from '@contract/platform/domains';
import { ActionIcon, Box, Burger, Group, Image, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SearchIcon } from '@/shared/knowledge/list-icons';
import { isNavActive } from '../nav';
import classes from './app-header.module.css';
import { type HeaderNavEntry, NavDrawer } from './nav-drawer';

/** How the header asks for its search box: inline on wide screens, in a full-screen dialog on phones. */
export type RenderSearch = (options: { width: number | string; autoFocus?: boolean; onDone?: () => void }) => ReactNode;

interface AppHeaderProps {
  systemName: string;
  logoUrl: string;
  nav: HeaderNavEntry[];
  /** The search box with suggestions (search module). */
  search: RenderSearch;
  bell: ReactNode;
  userMenu: ReactNode;
}

/**
 * Logo, the modules the user may see, search box, unread bell and user menu
 * (the greeting is the home banner's). Below Mantine's `lg` breakpoint the modules move into a drawer
 * opened by a menu button; below `sm` the search box becomes a button opening
 * a full-screen search. The bell and the user menu are always in the header.
 */
export function AppHeader({ systemName, logoUrl, nav, search, bell, userMenu }: AppHeaderProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // `/detail` belongs to the module of the shown item's domain.
  const detailDomainId = useRouterState({
    select: (s) => Number((s.location.search as { domainId?: unknown }).domainId) || DEFAULT_DETAIL_DOMAIN,
  });
  const [menuOpened, menu] = useDisclosure(false);
  const [searchOpened, searchDialog] = useDisclosure(false);
  const active = (n: HeaderNavEntry) => isNavActive(n, pathname, detailDomainId);

  return (
    <Group h="100%" justify="space-between" wrap="nowrap" gap="xs" className={classes.header}>
      <Group wrap="nowrap" className={classes.start}>
        <Burger
          hiddenFrom="lg"
          size="sm"
          opened={menuOpened}
          onClick={menu.toggle}
          aria-label={menuOpened ? '关闭导航菜单' : '打开导航菜单'}
        />
        <Link to="/index" className={classes.brand} aria-label={`${systemName}首页`}>
          <Image src={logoUrl} alt="" h={30} w={30} fit="contain" className={classes.logo} />
          <Text fw={600} fz={18} truncate className={classes.brandName}>
            {systemName}
          </Text>
        </Link>
        <Box component="nav" aria-label="模块导航" visibleFrom="lg" className={classes.nav}>
          {nav.map((n) => (
            <Link key={n.code} to={n.to} className={classes.navLink} data-active={active(n) || undefined}>
              {n.name}
            </Link>
          ))}
        </Box>
      </Group>
      <Group gap="sm" wrap="nowrap" className={classes.end}>
        <Box visibleFrom="sm">{search({ width: 240 })}</Box>
        <ActionIcon hiddenFrom="sm" variant="subtle" color="gray" size="lg" aria-label="搜索" onClick={searchDialog.open}>
          <SearchIcon size={20} />
        </ActionIcon>
        {bell}
        {userMenu}
      </Group>
      <NavDrawer opened={menuOpened} onClose={menu.close} title={systemName} entries={nav} isActive={active} />
      <Modal opened={searchOpened} onClose={searchDialog.close} fullScreen title="搜索" transitionProps={{ duration: 0 }}>
        {search({ width: '100%', autoFocus: true, onDone: searchDialog.close })}
      </Modal>
    </Group>
  );
}
