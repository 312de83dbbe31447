import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from '@tanstack/react-router';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { plateQueries } from '../api/plate-queries';
import { BbsLayout } from '../components/bbs-layout';
import { bbsSections } from '../lib/bbs-sections';
import { moderatesIn } from '../lib/moderation';
import { useMyId } from '../lib/use-me';

/**
 * Every `/bbs/*` page inside the forum's menu of the pages the caller may use.
 * Each page's route guards itself (`beforeLoad`); the menu only mirrors those
 * rules. Members without 论坛管理 who moderate a plate also see the 管理 pages
 * open to moderators, once the plates say so.
 */
export function ForumFrame() {
  const permissions = usePermissions();
  const me = useMyId();
  const needed = !permissions.includes('ROLE_BBS_MANAGE') && permissions.includes('ROLE_BBS_DISPLAY');
  const plates = useQuery({ ...plateQueries.tree(), enabled: needed });
  const moderator = needed && !plates.isError && moderatesIn(plates.data, me) === true;
  const pathname = useLocation({ select: (l) => l.pathname.replace(/\/+$/, '') });
  return (
    <BbsLayout sections={bbsSections(permissions, moderator)} active={pathname}>
      <Outlet />
    </BbsLayout>
  );
}
