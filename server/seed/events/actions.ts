import type { EventAction } from '../../../contract/events';

/**
 * How often each act of a working day is which action (sign-ins and
 * sign-outs bracket a person's day, result clicks follow searches). Reading dominates; writing,
 * approving and undoing are rare.
 */
export const ACTION_MIX: readonly [Exclude<EventAction, 'login' | 'logout' | 'click'>, number][] = [
  ['view', 44],
  ['search', 17],
  ['preview', 5],
  ['download', 5],
  ['watch', 4],
  ['like', 2.6],
  ['favourite', 1.6],
  ['comment', 1.4],
  ['share', 0.9],
  ['task_done', 0.8],
  ['feedback', 0.4],
  ['edit', 0.9],
  ['create', 0.45],
  ['submit', 0.5],
  ['upload', 0.3],
  ['approve', 0.4],
  ['reject', 0.08],
  ['unlike', 0.25],
  ['unfavourite', 0.2],
  ['uncomment', 0.08],
  ['delete', 0.08],
  ['restore', 0.03],
];

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
