import { Box, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCan } from '@/shared/hooks/use-can';
import { ActiveFilters } from '@/shared/knowledge/active-filters';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { BookmarkIcon, PlusIcon } from '@/shared/knowledge/list-icons';
import { SortControl } from '@/shared/knowledge/sort-control';
import { hashLink } from '@/shared/lib/links';
import { filtersOf, withFilter } from '../lib/list-request';
import type { ListSearch, ListSearchInput } from '../lib/list-search';
import { useListFilterChips } from '../lib/use-list-filter-chips';
import { ListFilterPanel } from './list-filter-panel';
import { StrategyNameModal } from './strategy-name-modal';

export interface ListFrameProps {
  view: 'cards' | 'table';
  search: ListSearch;
  /** Replaces the search params of the page (the URL holds every filter). */
  onSearch: (next: ListSearchInput) => void;
  canFilterStatus: boolean;
  total: number | undefined;
  /** A newer page is loading while the previous one stays on screen. */
  fetching: boolean;
  children: ReactNode;
}

/**
 * What `/list` and `/listNew` share: search box, filters, sort, the switch
 * between cards and table, saving the filters as a strategy.
 */
export function ListFrame({ view, search, onSearch, canFilterStatus, total, fetching, children }: ListFrameProps) {
  // Writing is a key an administrator grants (visitors lack it by default); without it the way in is hidden.
  const canCreate = useCan('write');
  const [saving, saveModal] = useDisclosure(false);
  const navigate = useNavigate();
  const filter = (patch: Partial<ListSearch>) => onSearch(withFilter(search, patch));
  const chips = useListFilterChips(search, filter);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz={24}>
            词条列表
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            按标签、组织、作者和日期筛选词条，筛选条件保存在链接中，可直接分享
          </Text>
        </div>
        <Group gap="sm">
          <SegmentedControl
            aria-label="显示方式"
            size="sm"
            value={view}
            data={[
              { value: 'cards', label: '卡片' },
              { value: 'table', label: '表格' },
            ]}
            onChange={(v) => void navigate({ to: v === 'table' ? '/listNew' : '/list', search })}
          />
          <Button variant="default" leftSection={<BookmarkIcon size={16} />} onClick={saveModal.open}>
            保存为筛选策略
          </Button>
          <Button variant="default" component={Link} to="/list/strategy">
            我的筛选策略
          </Button>
          {canCreate ? (
            <Button component="a" href={hashLink('/wiki/newCreate')} leftSection={<PlusIcon size={16} />}>
              新建词条
            </Button>
          ) : null}
        </Group>
      </Group>
      <KeywordSearch size="md" value={search.keyword} onSearch={(keyword) => filter({ keyword })} />
      <ListFilterPanel search={search} onFilter={filter} canFilterStatus={canFilterStatus} />
      <ActiveFilters filters={chips} onClear={() => onSearch({ sort: search.sort })} />
      <Group justify="space-between">
        <Text fz="sm" c="dimmed" aria-live="polite">
          {total === undefined ? '正在加载…' : `共 ${total} 条词条`}
        </Text>
        <SortControl value={search.sort} onChange={(sort) => onSearch({ ...filtersOf(search), sort, page: 1 })} />
      </Group>
      <Box aria-busy={fetching} style={{ opacity: fetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {children}
      </Box>
      <StrategyNameModal opened={saving} onClose={saveModal.close} title="保存为筛选策略" filters={filtersOf(search)} />
    </Stack>
  );
}
