import { useQuery } from '@tanstack/react-query';
import type { ActiveFilter } from '@/shared/knowledge/active-filters';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import type { SearchPage, SearchPageInput } from './search-params';
import { withFilter } from './search-request';

/**
 * The chips of the filters in force, named from the label, group and
 * colleague lists (a filter may come in by a shared link, before any result
 * names it). An id whose name is unknown still gets a chip, so it can be removed.
 */
export function useFilterChips(
  search: SearchPage,
  onSearch: (next: SearchPageInput) => void,
  /** Labels the result already named (facets), tried first. */
  known: readonly { id: number; name: string }[] = [],
): ActiveFilter[] {
  const labelIds = search.labelIds ?? [];
  const groupIds = search.groupIds ?? [];
  const authorIds = search.authorIds ?? [];
  const unnamed = labelIds.some((id) => !known.some((l) => l.id === id));
  const { data: labelGroups } = useQuery({ ...referenceQueries.everyLabel(), enabled: unnamed });
  const { data: groups } = useQuery({ ...referenceQueries.groups(), enabled: groupIds.length > 0 });
  const { data: authors } = useQuery({ ...referenceQueries.usersById(authorIds), enabled: authorIds.length > 0 });

  const labelName = (id: number) =>
    known.find((l) => l.id === id)?.name ?? labelGroups?.flatMap((g) => g.labelList).find((l) => l.id === id)?.name ?? `#${id}`;
  const groupName = (id: number) => groups?.find((g) => g.id === id)?.name ?? `#${id}`;
  const authorName = (id: number) => authors?.find((u) => u.id === id)?.nickname ?? `#${id}`;
  const patch = (p: Partial<SearchPage>) => () => onSearch(withFilter(search, p));

  const chips: ActiveFilter[] = [
    ...labelIds.map((id) => ({
      key: `label:${id}`,
      text: `标签：${labelName(id)}`,
      onRemove: patch({ labelIds: labelIds.filter((x) => x !== id) }),
    })),
    ...(search.years ?? []).map((y) => ({
      key: `year:${y}`,
      text: `年份：${y}`,
      onRemove: patch({ years: search.years?.filter((x) => x !== y) }),
    })),
    ...authorIds.map((id) => ({
      key: `author:${id}`,
      text: `作者：${authorName(id)}`,
      onRemove: patch({ authorIds: authorIds.filter((x) => x !== id) }),
    })),
    ...groupIds.map((id) => ({
      key: `group:${id}`,
      text: `组织：${groupName(id)}`,
      onRemove: patch({ groupIds: groupIds.filter((x) => x !== id) }),
    })),
  ];
  if (search.dateFrom || search.dateTo) {
    chips.push({
      key: 'date',
      text: `发布日期：${search.dateFrom ?? '不限'} 至 ${search.dateTo ?? '不限'}`,
      onRemove: patch({ dateFrom: undefined, dateTo: undefined }),
    });
  }
  return chips;
}
