import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { ForbiddenError } from '@/shared/lib/forbidden-error';
import { NotFoundScreen } from '@/shared/ui/not-found-screen';
import type { BbsSectionProps } from '../lib/section-props';

// The list sections' screens, each in its own chunk; the forum frame's registry takes these over.
export const LIST_SCREENS: Record<string, LazyExoticComponent<ComponentType<BbsSectionProps>>> = {
  home: lazy(() => import('./home-screen').then((m) => ({ default: m.HomeScreen }))),
  questions: lazy(() => import('./post-list-screens').then((m) => ({ default: m.QuestionsScreen }))),
  popular: lazy(() => import('./post-list-screens').then((m) => ({ default: m.PopularScreen }))),
  collections: lazy(() => import('./collections-screen').then((m) => ({ default: m.CollectionsScreen }))),
  personal: lazy(() => import('./personal-screen').then((m) => ({ default: m.PersonalScreen }))),
  'mine/post': lazy(() => import('./post-list-screens').then((m) => ({ default: m.MinePostScreen }))),
  'mine/case': lazy(() => import('./post-list-screens').then((m) => ({ default: m.MineCaseScreen }))),
  'mine/reply': lazy(() => import('./mine-reply-screen').then((m) => ({ default: m.MineReplyScreen }))),
  'mine/praise': lazy(() => import('./post-list-screens').then((m) => ({ default: m.MinePraiseScreen }))),
};

/** One list section of the forum by its path below `/bbs/` (`/bbs` itself is the home). */
export function ListSectionScreen({ path, ...props }: BbsSectionProps & { path: string }) {
  // Checked here rather than in the route, so the first screen carries none of it; the server refuses anyway.
  if (!usePermissions().includes('ROLE_BBS_DISPLAY')) throw new ForbiddenError('您没有内部论坛的访问权限');
  const Screen = LIST_SCREENS[path.replace(/\/+$/, '') || 'home'];
  if (!Screen) return <NotFoundScreen />;
  return (
    <Suspense fallback={null}>
      <Screen {...props} />
    </Suspense>
  );
}
