import { STATUS_NAMES } from '@contract/knowledge/knowledge';
import { useQuery } from '@tanstack/react-query';
import type { ActiveFilter } from '@/shared/knowledge/active-filters';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { WIKI_SCOPE } from '../api/wiki-scope';
import type { ListSearch } from './list-search';

/**
 * The filters of `/list` in force as chips. A label chip names its category
 * ('业务领域：人力资源') because categories narrow the list together while the
 * labels of one category widen it. Names come from the same reference lists
 * the filter panel reads; an id whose name is unknown still gets a chip so it
 * can be removed.
 */
export function useListFilterChips(search: ListSearch, filter: (patch: Partial<ListSearch>) => void): ActiveFilter[] {
  const labelIds = search.labelIds ?? [];
  const groupIds = search.groupIds ?? [];
  const { data: labelGroups = [] } = useQuery(referenceQueries.labels(WIKI_SCOPE));
  const { data: groups = [] } = useQuery({ ...referenceQueries.groups(), enabled: groupIds.length > 0 });
  const { data: author } = useQuery({ ...referenceQueries.user(search.authorId ?? 0), enabled: search.authorId !== undefined });

  const labelText = (id: number) => {
    const g = labelGroups.find((x) => x.rootParentId === id || x.labelList.some((l) => l.id === id));
    if (!g) return `标签：#${id}`;
    if (g.rootParentId === id) return `${g.name}：全部`;
    return `${g.name}：${g.labelList.find((l) => l.id === id)?.name}`;
  };
  const groupName = (id: number) => groups.find((g) => g.id === id)?.name ?? `#${id}`;

  const chips: ActiveFilter[] = [];
  if (search.keyword)
    chips.push({ key: 'keyword', text: `关键词：${search.keyword}`, onRemove: () => filter({ keyword: undefined }) });
  for (const id of labelIds) {
    chips.push({
      key: `label:${id}`,
      text: labelText(id),
      onRemove: () => filter({ labelIds: labelIds.filter((x) => x !== id) }),
    });
  }
  for (const id of groupIds) {
    chips.push({
      key: `group:${id}`,
      text: `组织：${groupName(id)}`,
      onRemove: () => filter({ groupIds: groupIds.filter((x) => x !== id) }),
    });
  }
  if (search.authorId !== undefined) {
    chips.push({ key: 'author', text: `作者：${author?.nickname ?? '…'}`, onRemove: () => filter({ authorId: undefined }) });
  }
  if (search.dateFrom || search.dateTo) {
    chips.push({
      key: 'date',
      text: `更新日期：${search.dateFrom ?? '不限'} 至 ${search.dateTo ?? '不限'}`,
      onRemove: () => filter({ dateFrom: undefined, dateTo: undefined }),
    });
  }
  if (search.status)
    chips.push({ key: 'status', text: `状态：${STATUS_NAMES[search.status]}`, onRemove: () => filter({ status: undefined }) });
  if (search.mine) chips.push({ key: 'mine', text: '只看我的', onRemove: () => filter({ mine: undefined }) });
  return chips;
}
