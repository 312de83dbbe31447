import { STATUS_NAMES } from '@contract/knowledge/knowledge';
import { KNOWLEDGE_STATUSES } from '@contract/knowledge/knowledge-terms';
import { Checkbox, Group, Paper, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { DateRangeFilter } from '@/shared/knowledge/date-range-filter';
import { GroupTreeSelect } from '@/shared/knowledge/group-tree-select';
import { LabelFilter } from '@/shared/knowledge/label-filter';
import { WIKI_SCOPE } from '../api/wiki-scope';
import type { ListSearch } from '../lib/list-search';
import { AuthorSelect } from './author-select';

const STATUS_OPTIONS = KNOWLEDGE_STATUSES.map((s) => ({ value: s, label: STATUS_NAMES[s] }));

interface ListFilterPanelProps {
  search: ListSearch;
  /** Applies a change of filters (the list goes back to page 1). */
  onFilter: (patch: Partial<ListSearch>) => void;
  /** Approvers may filter every entry by status; others only their own ('只看我的'). */
  canFilterStatus: boolean;
}

/** Labels by category, group, author, date range, status and '只看我的'. */
export function ListFilterPanel({ search, onFilter, canFilterStatus }: ListFilterPanelProps) {
  const { data: labelGroups = [] } = useQuery(referenceQueries.labels(WIKI_SCOPE));
  const statusAllowed = canFilterStatus || search.mine === true;
  return (
    <Paper withBorder radius="md" px="lg" py="sm">
      <Stack gap={0}>
        <LabelFilter groups={labelGroups} selected={search.labelIds ?? []} onChange={(labelIds) => onFilter({ labelIds })} />
      </Stack>
      <Group gap="md" align="flex-end" mt="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <GroupTreeSelect value={search.groupIds ?? []} onChange={(groupIds) => onFilter({ groupIds })} />
        <AuthorSelect value={search.authorId} onChange={(authorId) => onFilter({ authorId })} />
        <DateRangeFilter
          from={search.dateFrom}
          to={search.dateTo}
          onChange={(dateFrom, dateTo) => onFilter({ dateFrom, dateTo })}
        />
        {statusAllowed ? (
          <Select
            label="状态"
            placeholder={search.mine ? '全部状态' : '已发布'}
            data={STATUS_OPTIONS}
            value={search.status ?? null}
            onChange={(v) => onFilter({ status: (v as ListSearch['status']) ?? undefined })}
            clearable
            w={130}
          />
        ) : null}
        <Checkbox
          label="只看我的"
          checked={search.mine === true}
          // Leaving '只看我的' also drops a status filter a non-approver could only use on their own entries.
          onChange={(e) =>
            onFilter(
              e.currentTarget.checked ? { mine: true } : { mine: undefined, status: canFilterStatus ? search.status : undefined },
            )
          }
          mb={8}
        />
      </Group>
    </Paper>
  );
}
