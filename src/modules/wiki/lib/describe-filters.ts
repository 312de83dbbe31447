import { SORT_NAMES, STATUS_NAMES } from '@contract/knowledge/knowledge';
import type { strategyItem } from '@contract/strategy/strategy';
import type { z } from 'zod';

type StrategyFilters = z.output<typeof strategyItem>['filters'];

export interface FilterNames {
  labels: ReadonlyMap<number, string>;
  groups: ReadonlyMap<number, string>;
  author: string | undefined;
}

/**
 * The filters of a strategy as short Chinese phrases ('关键词：报销'),
 * naming labels, groups and the author; an id no longer known shows as '已删除'.
 */
export function describeFilters(f: StrategyFilters, names: FilterNames): string[] {
  const out: string[] = [];
  const named = (map: ReadonlyMap<number, string>, ids: readonly number[]) => ids.map((id) => map.get(id) ?? '已删除').join('、');
  if (f.keyword) out.push(`关键词：${f.keyword}`);
  if (f.labelIds?.length) out.push(`标签：${named(names.labels, f.labelIds)}`);
  if (f.groupIds?.length) out.push(`组织：${named(names.groups, f.groupIds)}`);
  if (f.authorId) out.push(`作者：${names.author ?? '…'}`);
  if (f.dateFrom || f.dateTo) out.push(`更新日期：${f.dateFrom ?? '不限'} 至 ${f.dateTo ?? '不限'}`);
  if (f.status) out.push(`状态：${STATUS_NAMES[f.status]}`);
  if (f.mine) out.push('只看我的');
  if (f.sort && f.sort !== 'newest') out.push(`排序：${SORT_NAMES[f.sort]}`);
  return out;
}
