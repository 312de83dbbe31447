import { Button, NavLink, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { useScrollHints } from '@/shared/hooks/use-scroll-hints';
import fade from '@/shared/ui/scroll-fade.module.css';
import classes from './side-menu-layout.module.css';

export interface SideMenuItem {
  /** The page's path, matched against the current one. */
  to: string;
  title: string;
  /** Where the link goes (the path with whatever search it keeps). */
  href: string;
  /** A heading the item sits under in the menu (the forum's 管理 pages); items of a group are listed together. */
  group?: string;
}

/** The items in runs: those without a group, and each group's under its heading. */
function runs(items: readonly SideMenuItem[]): { group?: string; items: SideMenuItem[] }[] {
  const out: { group?: string; items: SideMenuItem[] }[] = [];
  for (const item of items) {
    const last = out.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else out.push({ group: item.group, items: [item] });
  }
  return out;
}

interface SideMenuLayoutProps {
  /** The area's name: the menu's heading and its navigation label. */
  title: string;
  items: readonly SideMenuItem[];
  /** The item of the page shown, if any. */
  active: string | undefined;
  children: ReactNode;
}

/**
 * An area of several pages (统计报表, 管理后台, 内部论坛): its menu beside the page,
 * a row of tabs that scrolls sideways on a phone.
 */
export function SideMenuLayout({ title, items, active, children }: SideMenuLayoutProps) {
  const row = useRef<HTMLElement>(null);
  useScrollHints(row);
  const link = (p: SideMenuItem) => (
    <NavLink
      key={p.to}
      href={p.href}
      label={p.title}
      active={p.to === active}
      aria-current={p.to === active ? 'page' : undefined}
      className={classes.link}
    />
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reads the DOM, which changes with the active page.
  useEffect(() => {
    row.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <div className={classes.layout}>
      <aside className={classes.side}>
        <Title order={2} fz="md" px="sm" py={6} className={classes.heading}>
          {title}
        </Title>
        <nav aria-label={title} className={classes.column}>
          {runs(items).map((run) => (
            <Fragment key={run.group ?? ''}>
              {run.group ? (
                <Text fz="xs" fw={600} c="dimmed" px="sm" pt="xs" className={classes.group}>
                  {run.group}
                </Text>
              ) : null}
              {run.items.map(link)}
            </Fragment>
          ))}
        </nav>
        <nav aria-label={`${title}页面`} className={`${classes.row} ${fade.fade}`} ref={row}>
          {items.map((p) => (
            <Button
              key={p.to}
              component="a"
              href={p.href}
              size="compact-sm"
              radius="xl"
              variant={p.to === active ? 'filled' : 'subtle'}
              aria-current={p.to === active ? 'page' : undefined}
              className={classes.tab}
            >
              {p.title}
            </Button>
          ))}
        </nav>
      </aside>
      <div className={classes.main}>{children}</div>
    </div>
  );
}
