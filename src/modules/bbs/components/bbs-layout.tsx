import type { ReactNode } from 'react';
import { hashLink } from '@/shared/lib/links';
import { SideMenuLayout } from '@/shared/ui/side-menu-layout';
import { type BbsSection, menuGroupOf } from '../lib/bbs-sections';

/** Every `/bbs/*` page: the forum's sections the caller may use beside the page, the caller's own ones under 我的, the 管理 ones under their heading. */
export function BbsLayout({
  sections,
  active,
  children,
}: {
  sections: readonly BbsSection[];
  /** The page's address (`/bbs/…`), marked in the menu when it has an entry. */
  active: string;
  children: ReactNode;
}) {
  const items = sections
    .filter((s) => s.menu !== false)
    .map((s) => ({
      to: `/bbs/${s.path}`,
      title: s.title,
      href: hashLink(`/bbs/${s.path}`),
      group: menuGroupOf(s),
    }));
  return (
    <SideMenuLayout title="内部论坛" items={items} active={active}>
      {children}
    </SideMenuLayout>
  );
}
