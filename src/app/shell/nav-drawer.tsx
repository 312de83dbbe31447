import { Drawer, NavLink } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { NavTarget } from '../nav';

export interface HeaderNavEntry {
  code: string;
  to: NavTarget;
  name: string;
  section?: readonly string[];
  domainId?: number;
}

interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  entries: HeaderNavEntry[];
  isActive: (entry: HeaderNavEntry) => boolean;
}

/** The header's module navigation on narrow screens: the same entries, one per line. */
export function NavDrawer({ opened, onClose, title, entries, isActive }: NavDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      size={280}
      padding="md"
      closeButtonProps={{ 'aria-label': '关闭导航菜单' }}
    >
      <nav aria-label="模块导航（菜单）">
        {entries.map((n) => (
          <NavLink
            key={n.code}
            component={Link}
            to={n.to}
            label={n.name}
            active={isActive(n)}
            onClick={onClose}
            py="sm"
            styles={{ label: { fontSize: 'var(--mantine-font-size-md)' } }}
          />
        ))}
      </nav>
    </Drawer>
  );
}
