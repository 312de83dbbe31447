import type { EventAction } from '../../../contract/events';

/**
 * How often each act of a working day is which action (sign-ins and
 * sign-outs bracket a person's day, result clicks follow searches). Reading
 * dominates.
 *
 * Only acts whose whole record is the event: the generator writes events and
 * their rollups, not module rows, so an act that is also a row elsewhere (an
 * item created, edited, submitted, approved, deleted or restored, a file
 * uploaded, a task done, search feedback given, an undo) would make a report
 * count what the catalogue does not hold (issue 28: 新增视频 12 beside 6
 * videos, 完成任务 0 beside 1,514 task_done events). The demo seed's own
 * rows give those figures, through the backfill.
 */
export const ACTION_MIX: readonly [GeneratedAction, number][] = [
  ['view', 44],
  ['search', 17],
  ['preview', 5],
  ['download', 5],
  ['watch', 4],
  ['like', 2.6],
  ['favourite', 1.6],
  ['comment', 1.4],
  ['share', 0.9],
];

/** The actions the generator may write (GENERATED_ACTIONS, for the test that keeps it so). */
export type GeneratedAction = 'view' | 'search' | 'preview' | 'download' | 'watch' | 'like' | 'favourite' | 'comment' | 'share';
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
