import type { EventAction } from '@contract/platform/events';

/**
 * How often each act of a working day is which action (sign-ins and
 * sign-outs bracket a person's day, result clicks follow searches). Reading
 * dominates.
 *
 * Only acts the generator can write whole (issue 28: one truth). A view, a
 * like, a favourite, a download or a day's watching is written with its
 * module row and counter, as the write path records it (footprint and view
 * count, like and like count, …: see write.ts), so an item's page and the
 * reports agree. Acts whose row carries content or sends messages (an item
 * created or edited, a comment, a share, an approval, a task done, search
 * feedback) are left to the demo seed's own rows, which the backfill turns
 * into events: generated, they would make a report count what the catalogue
 * does not hold (新增视频 12 beside 6 videos, 完成任务 0 beside 1,514
 * task_done events). Searches and their result clicks are the event only:
 * the search log reports read is the event log.
 */
export const ACTION_MIX: readonly [GeneratedAction, number][] = [
  ['view', 44],
  ['search', 17],
  ['preview', 5],
  ['download', 5],
  ['watch', 4],
  ['like', 2.6],
  ['favourite', 1.6],
];

/** The actions the generator may write (GENERATED_ACTIONS, for the test that keeps it so). */
export type GeneratedAction = 'view' | 'search' | 'preview' | 'download' | 'watch' | 'like' | 'favourite';
export const GENERATED_ACTIONS: readonly EventAction[] = [...ACTION_MIX.map(([a]) => a), 'login', 'logout', 'click'];

/**
 * Queries that find nothing: typos, other systems' words, things nobody
 * wrote up. About one search in twelve.
 */
export const NO_HIT_QUERIES = [
  '年终奖什么时候发',
  'vpn连不上',
  '停车位申请',
  '食堂菜单',
  '报销单模版2019',
  '打印机驱动',
  '班车时刻',
  '团建预算',
  'wifi密码',
  '工位调整',
  '加班餐标准',
  '快递代收',
];
export const NO_HIT_SHARE = 0.08;
/** Share of searches with hits that lead to a result click. */
export const CLICK_SHARE = 0.55;
