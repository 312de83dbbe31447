import { Outlet, useLocation } from '@tanstack/react-router';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { BbsLayout } from '../components/bbs-layout';
import { bbsSections } from '../lib/bbs-sections';
import { useModeratesAPlate } from '../lib/use-me';

/**
 * Every `/bbs/*` page inside the forum's menu of the pages the caller may use.
 * Each page's route guards itself (`beforeLoad`); the menu only mirrors those
 * rules. Members without 论坛管理 who moderate a plate (the session says so)
 * also see the 管理 pages open to moderators.
 */
export function ForumFrame() {
  const permissions = usePermissions();
  const moderator = useModeratesAPlate();
  const pathname = useLocation({ select: (l) => l.pathname.replace(/\/+$/, '') });
  return (
    <BbsLayout sections={bbsSections(permissions, moderator)} active={pathname}>
      <Outlet />
    </BbsLayout>
  );
}
