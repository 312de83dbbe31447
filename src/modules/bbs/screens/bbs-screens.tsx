import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { ForbiddenError } from '@/shared/lib/forbidden-error';
import { usePageTitle } from '@/shared/lib/page-title';
import { NotFoundScreen } from '@/shared/ui/not-found-screen';
import { plateQueries } from '../api/plate-queries';
import { BbsLayout } from '../components/bbs-layout';
import { type BbsPath, bbsRefusal, bbsSection, bbsSections } from '../lib/bbs-sections';
import { useMyId } from '../lib/use-me';
import { ACTIVITY_SCREENS } from './activity-screens';
import { COMMUNITY_SCREENS } from './community-screens';

// The forum's frame and its section switch, in the chunk the `/bbs/$` route loads.

/** What the route hands every section's screen: the URL's search params, which the screen checks itself. */
export interface BbsScreenProps {
  rawSearch: Record<string, unknown>;
  onSearch: (next: Record<string, unknown>) => void;
}

// Each section's screen arrives in its own chunk, when it is opened. A section's row in
// BBS_SECTIONS needs its screen here (the record's type asks for every path).
const SCREENS: Record<BbsPath, LazyExoticComponent<ComponentType<BbsScreenProps>>> = {
  home: lazy(() => import('./home-screen').then((m) => ({ default: m.HomeScreen }))),
  questions: lazy(() => import('./post-list-screens').then((m) => ({ default: m.QuestionsScreen }))),
  popular: lazy(() => import('./post-list-screens').then((m) => ({ default: m.PopularScreen }))),
  ask: lazy(() => import('./ask-screen').then((m) => ({ default: m.AskSection }))),
  'case-create': lazy(() => import('./ask-screen').then((m) => ({ default: m.CaseCreateSection }))),
  'post-detail': lazy(() => import('./post-detail-screen').then((m) => ({ default: m.PostDetailScreen }))),
  personal: lazy(() => import('./personal-screen').then((m) => ({ default: m.PersonalScreen }))),
  'mine/post': lazy(() => import('./post-list-screens').then((m) => ({ default: m.MinePostScreen }))),
  'mine/case': lazy(() => import('./post-list-screens').then((m) => ({ default: m.MineCaseScreen }))),
  'mine/reply': lazy(() => import('./mine-reply-screen').then((m) => ({ default: m.MineReplyScreen }))),
  'mine/praise': lazy(() => import('./post-list-screens').then((m) => ({ default: m.MinePraiseScreen }))),
  collections: lazy(() => import('./collections-screen').then((m) => ({ default: m.CollectionsScreen }))),
  'mine/plate': lazy(() => import('./mine-plates-screen').then((m) => ({ default: m.MinePlatesScreen }))),
  'admin/plate': lazy(() => import('./plate-admin-screen').then((m) => ({ default: m.PlateAdminScreen }))),
  ...COMMUNITY_SCREENS,
  ...ACTIVITY_SCREENS,
};

/**
 * Whether the caller moderates a plate (undefined until the plates arrive);
 * asked only of members without 论坛管理, who otherwise see no 管理 page.
 */
function useModerator(permissions: readonly string[]): boolean | undefined {
  const me = useMyId();
  const needed = !permissions.includes('ROLE_BBS_MANAGE') && permissions.includes('ROLE_BBS_DISPLAY');
  const plates = useQuery({ ...plateQueries.tree(), enabled: needed });
  if (!needed) return false;
  if (plates.isError) return false;
  return plates.data?.some((p) => p.moderators.some((m) => m.id === me));
}

/**
 * One forum page (`/bbs/<path>`), chosen by the route's splat, inside the
 * forum's menu. An address the forum does not have is not found; a page the
 * caller may not use is refused (the route's error boundary shows the 403 page).
 */
export function BbsSectionScreen({ path, ...props }: BbsScreenProps & { path: string }) {
  const permissions = usePermissions();
  const section = bbsSection(path);
  const moderator = useModerator(permissions);
  usePageTitle(section?.title);
  // `/bbs` (the header entry's target, SPEC §2) is the forum's home.
  if (path.replace(/\/+$/, '') === '') return <Navigate to="/bbs/$" params={{ _splat: 'home' }} replace />;
  if (!section) return <NotFoundScreen />;
  // A moderator's 管理 page waits for the plates that tell whether he moderates one.
  if (moderator === undefined && section.moderators) return null;
  const sections = bbsSections(permissions, moderator);
  if (!sections.includes(section)) throw new ForbiddenError(bbsRefusal(section));
  const Screen = SCREENS[section.path];
  return (
    <BbsLayout sections={sections} current={section}>
      <Suspense fallback={null}>
        <Screen {...props} />
      </Suspense>
    </BbsLayout>
  );
}
