import { Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ClockIcon, FireIcon } from '@/shared/knowledge/list-icons';
import { ListPager } from '@/shared/knowledge/list-pager';
import { KnowledgeCard } from '@/shared/ui/knowledge-card';
import { libraryQueries } from '../api/library-queries';
import { documentHref } from '../lib/document-links';
import { type HotSearch, hotRequestOf, LIBRARY_PAGE_SIZE } from '../lib/library-search';
import classes from './hot-update-screen.module.css';

interface HotUpdateScreenProps {
  search: HotSearch;
  onSearch: (next: HotSearch) => void;
}

/** `/library/hotTopicsAndUpdate`: hot and recently updated documents, one tab each, paged. */
export function LibraryHotUpdateScreen({ search, onSearch }: HotUpdateScreenProps) {
  const { data, isFetching, isPlaceholderData, isError, error } = useQuery(libraryQueries.list(hotRequestOf(search)));
  const offset = (search.page - 1) * LIBRARY_PAGE_SIZE;
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
      <Tabs value={search.tab} onChange={(tab) => onSearch({ tab: tab === 'updated' ? 'updated' : 'hot', page: 1 })}>
        <Tabs.List>
          <Tabs.Tab value="hot" leftSection={<FireIcon size={16} />}>
            热门文档
          </Tabs.Tab>
          <Tabs.Tab value="updated" leftSection={<ClockIcon size={16} />}>
            最近更新
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {isError ? <Text c="red">{error.message}</Text> : null}
      <Stack gap="sm" style={{ opacity: isFetching && isPlaceholderData ? 0.6 : 1 }}>
        {data?.list.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Text c="dimmed" ta="center">
              还没有发布的文档
            </Text>
          </Paper>
        ) : null}
        {data?.list.map((item, i) => (
          <Group key={item.id} gap="md" wrap="nowrap" align="stretch">
            {search.tab === 'hot' ? (
              <div className={classes.rank} data-top={offset + i < 3 || undefined}>
                {offset + i + 1}
              </div>
            ) : null}
            <div className={classes.card}>
              <KnowledgeCard
                item={item}
                href={documentHref(item.id)}
                date={search.tab === 'updated' ? 'updated' : undefined}
                actions={
                  <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    下载 {item.downloadCount}
                  </Text>
                }
              />
            </div>
          </Group>
        ))}
      </Stack>
      <ListPager
        total={data?.total ?? 0}
        page={search.page}
        pageSize={LIBRARY_PAGE_SIZE}
        onPage={(page) => onSearch({ ...search, page })}
      />
    </Stack>
  );
}
