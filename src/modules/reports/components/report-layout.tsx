import { Button, NavLink, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { hashLink } from '@/shared/lib/links';
import { REPORT_NAV } from '../lib/report-nav';
import type { ReportSearch } from '../lib/report-search';
import classes from './report-layout.module.css';

interface ReportLayoutProps {
  /** The current pathname, e.g. '/reportStatistics/searchLog'. */
  current: string;
  search: ReportSearch;
  children: ReactNode;
}

/** The filters a page's link keeps: the shared ones, not another page's sort, page or tab. */
const sharedFilters = (s: ReportSearch) => ({
  period: s.period === '30d' ? undefined : s.period,
  from: s.period === 'range' ? s.from : undefined,
  to: s.period === 'range' ? s.to : undefined,
  groupId: s.groupId,
  domainId: s.domainId,
});

/**
 * Every `/reportStatistics/*` page: the reports' menu beside the page (a row
 * of tabs on a phone). Moving to another report keeps the period, group and
 * domain in force.
 */
export function ReportLayout({ current, search, children }: ReportLayoutProps) {
  const active = REPORT_NAV.find((p) => current === p.to)?.to;
  const row = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reads the DOM, which changes with the active page.
  useEffect(() => {
    row.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const filters = sharedFilters(search);
  return (
    <div className={classes.layout}>
      <aside className={classes.side}>
        <Title order={2} fz="md" px="sm" py={6} className={classes.heading}>
          统计报表
        </Title>
        <nav aria-label="统计报表" className={classes.column}>
          {REPORT_NAV.map((p) => (
            <NavLink
              key={p.to}
              href={hashLink(p.to, filters)}
              label={p.title}
              active={p.to === active}
              aria-current={p.to === active ? 'page' : undefined}
              className={classes.link}
            />
          ))}
        </nav>
        <nav aria-label="统计报表页面" className={classes.row} ref={row}>
          {REPORT_NAV.map((p) => (
            <Button
              key={p.to}
              component="a"
              href={hashLink(p.to, filters)}
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
