import type { ReactNode } from 'react';
import { hashLink } from '@/shared/lib/links';
import { SideMenuLayout } from '@/shared/ui/side-menu-layout';
import { type ConsoleSection, sectionPath } from '../lib/console-sections';

/** Every `/admin/*` page: the console's sections the caller may use beside the page (tabs on a phone). */
export function ConsoleLayout({
  sections,
  current,
  children,
}: {
  sections: readonly ConsoleSection[];
  current: string;
  children: ReactNode;
}) {
  const items = sections.map((s) => {
    const to = sectionPath(s.key);
    return { to, title: s.title, href: hashLink(to) };
  });
  const active = items.find((s) => current === s.to || current.startsWith(`${s.to}/`))?.to;
  return (
    <SideMenuLayout title="管理后台" items={items} active={active}>
      {children}
    </SideMenuLayout>
  );
}
