import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ClockIcon, FireIcon } from '@/shared/knowledge/list-icons';
import { ListPager } from '@/shared/knowledge/list-pager';
import { KnowledgeCard } from '@/shared/ui/knowledge-card';
import { wikiListQueries } from '../api/list-queries';
import { LIST_PAGE_SIZE } from '../lib/list-search';
import classes from './hot-update-screen.module.css';

export type HotUpdateTab = 'hot' | 'updated';

export interface HotUpdateSearch {
  tab: HotUpdateTab;
  page: number;
}

/** The list request of a tab: hot is the last 30 days' readers, updated the newest change. */
export const hotUpdateRequest = ({ tab, page }: HotUpdateSearch) => ({ sort: tab, page, size: LIST_PAGE_SIZE });

interface HotUpdateScreenProps {
  search: HotUpdateSearch;
  onSearch: (next: HotUpdateSearch) => void;
}

/** `/wiki/wikiHotAndUpdate`: hot and recently updated entries, one tab each, paged. */
export function HotUpdateScreen({ search, onSearch }: HotUpdateScreenProps) {
  const { data, isFetching, isPlaceholderData } = useQuery(wikiListQueries.list(hotUpdateRequest(search)));
  const offset = (search.page - 1) * LIST_PAGE_SIZE;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz={24}>
          热门与最近更新
        </Title>
        <Text c="dimmed" fz="sm" mt={4}>
          热门按近30天的阅读人次排序；最近更新按最后修改时间排序
        </Text>
      </div>
      <Tabs value={search.tab} onChange={(tab) => onSearch({ tab: (tab as HotUpdateTab) ?? 'hot', page: 1 })}>
        <Tabs.List>
          <Tabs.Tab value="hot" leftSection={<FireIcon size={16} />}>
            热门
          </Tabs.Tab>
          <Tabs.Tab value="updated" leftSection={<ClockIcon size={16} />}>
            最近更新
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Stack gap="sm" style={{ opacity: isFetching && isPlaceholderData ? 0.6 : 1 }}>
        {data?.list.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            还没有发布的词条
          </Text>
        ) : null}
        {data?.list.map((item, i) => (
          <Group key={item.id} gap="md" wrap="nowrap" align="stretch">
            {search.tab === 'hot' ? (
              <div className={classes.rank} data-top={offset + i < 3 || undefined}>
                {offset + i + 1}
              </div>
            ) : null}
            <div className={classes.card}>
              <KnowledgeCard item={item} date={search.tab === 'updated' ? 'updated' : undefined} />
            </div>
          </Group>
        ))}
      </Stack>
      <ListPager
        total={data?.total ?? 0}
        page={search.page}
        pageSize={LIST_PAGE_SIZE}
        onPage={(page) => onSearch({ ...search, page })}
      />
    </Stack>
  );
}
