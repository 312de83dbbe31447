import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { BbsScreenProps } from './bbs-screens';

/**
 * The forum's activity screens (回答广场, 赞同, 评论), each in its own chunk,
 * keyed by their address below `/bbs/` (the section registry lists them with
 * their titles and permissions).
 */
export const ACTIVITY_SCREENS = {
  answers: lazy(() => import('./answers-screen').then((m) => ({ default: m.AnswersScreen }))),
  agree: lazy(() => import('./agree-screen').then((m) => ({ default: m.AgreeScreen }))),
  comment: lazy(() => import('./comment-screen').then((m) => ({ default: m.CommentScreen }))),
} satisfies Record<string, LazyExoticComponent<ComponentType<BbsScreenProps>>>;
