import { Button, NavLink } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useScrollHints } from '@/shared/hooks/use-scroll-hints';
import { hashLink } from '@/shared/lib/links';
import fade from '@/shared/ui/scroll-fade.module.css';
import { CENTRE_PAGES } from '../lib/centre-pages';
import classes from './centre-nav.module.css';

interface CentreNavProps {
  /** The current pathname, e.g. '/account/draft'. */
  current: string;
}

/**
 * The personal centre's navigation: a column on the left on wide screens,
 * a row of tabs that scrolls sideways on a phone (both are links: each page
 * has its own address).
 */
export function CentreNav({ current }: CentreNavProps) {
  const active = CENTRE_PAGES.find((p) => current.startsWith(p.to))?.to ?? CENTRE_PAGES[0].to;
  const row = useRef<HTMLElement>(null);
  useScrollHints(row);
  // On a phone the row is wider than the screen: bring the current page's tab into sight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reads the DOM, which changes with the active page.
  useEffect(() => {
    const tab = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <>
      <nav aria-label="个人中心" className={classes.column}>
        {CENTRE_PAGES.map((p) => (
          <NavLink
            key={p.to}
            href={hashLink(p.to)}
            label={p.label}
            active={p.to === active}
            aria-current={p.to === active ? 'page' : undefined}
            className={classes.link}
          />
        ))}
      </nav>
      <nav aria-label="个人中心页面" className={`${classes.row} ${fade.fade}`} ref={row}>
        {CENTRE_PAGES.map((p) => (
          <Button
            key={p.to}
            component="a"
            href={hashLink(p.to)}
            size="compact-sm"
            radius="xl"
            variant={p.to === active ? 'filled' : 'subtle'}
            aria-current={p.to === active ? 'page' : undefined}
            className={classes.tab}
          >
            {p.label}
          </Button>
        ))}
      </nav>
    </>
  );
}
