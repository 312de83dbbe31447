import { LIVE_DOMAINS } from '@contract/platform/domains';
import { Group, SegmentedControl, Select, type TreeNodeData, TreeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { DateRangeFilter } from '@/shared/knowledge/date-range-filter';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { buildGroupTree, type GroupNode } from '@/shared/knowledge/lib/group-tree';
import { PERIOD_LABELS, periodDays } from '../lib/period';
import type { ReportPeriod, ReportSearch } from '../lib/report-search';

const toData = (nodes: GroupNode[]): TreeNodeData[] =>
  nodes.map((n) => ({ value: String(n.id), label: n.name, children: n.children.length ? toData(n.children) : undefined }));

const PRESETS = Object.entries(PERIOD_LABELS).map(([value, label]) => ({ value, label }));

interface ReportFilterBarProps {
  search: ReportSearch;
  /** A filter changed: the page goes back to the first. */
  onChange: (next: Partial<ReportSearch>) => void;
  /** What the keyword box searches on this page (hidden when the page has none). */
  keywordPlaceholder?: string;
  /** The page is of one domain (wiki, library): no domain filter. */
  hideDomain?: boolean;
}

/**
 * The filters every report shares: period (presets or a date range), group
 * (its sub-groups included, as the server counts), domain and keyword. The
 * server narrows the group further to the viewer's data scope.
 */
export function ReportFilterBar({ search, onChange, keywordPlaceholder, hideDomain }: ReportFilterBarProps) {
  const { data: groups = [] } = useQuery(referenceQueries.groups());
  const tree = useMemo(() => toData(buildGroupTree(groups)), [groups]);
  const days = periodDays(search);
  const change = (next: Partial<ReportSearch>) => onChange({ ...next, page: 1 });

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="统计周期"
        value={search.period === 'range' ? '' : search.period}
        onChange={(v) => change({ period: v as ReportPeriod, from: undefined, to: undefined })}
        data={PRESETS}
      />
      <DateRangeFilter
        label="日期范围"
        from={days.from}
        to={days.to}
        onChange={(from, to) =>
          from && to ? change({ period: 'range', from, to }) : change({ period: '30d', from: undefined, to: undefined })
        }
      />
      <TreeSelect
        key={tree.length ? 'loaded' : 'loading'}
        label="部门"
        placeholder="全部部门（含下级）"
        data={tree}
        value={search.groupId ? String(search.groupId) : null}
        onChange={(v) => change({ groupId: v ? Number(v) : undefined })}
        searchable
        clearable
        nothingFoundMessage="没有匹配的部门"
        w={220}
      />
      {hideDomain ? null : (
        <Select
          label="知识域"
          placeholder="全部知识域"
          data={LIVE_DOMAINS.map((d) => ({ value: String(d.id), label: d.menuName }))}
          value={search.domainId ? String(search.domainId) : null}
          onChange={(v) => change({ domainId: v ? Number(v) : undefined })}
          clearable
          w={150}
        />
      )}
      {keywordPlaceholder ? (
        <KeywordSearch
          value={search.keyword}
          onSearch={(keyword) => change({ keyword })}
          placeholder={keywordPlaceholder}
          w={240}
        />
      ) : null}
    </Group>
  );
}
