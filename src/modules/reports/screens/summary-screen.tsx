import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { QueryError } from '@/shared/ui/query-error';
import { summaryQuery } from '../api/screen-queries';
import { ChartCard } from '../components/chart-card';
import { DrillDrawer, type DrillTarget } from '../components/drill-drawer';
import { PersonSelect } from '../components/person-select';
import { ReportHeader } from '../components/report-header';
import { TopList } from '../components/top-list';
import type { ChartData } from '../lib/chart-data';
import { baseFilters } from '../lib/report-filters';
import type { ReportScreenProps } from '../lib/report-page';

const FIGURES = [
  ['reads', '阅读'],
  ['contributions', '贡献'],
  ['searches', '搜索'],
  ['downloads', '下载'],
  ['likes', '点赞'],
  ['comments', '评论'],
  ['activeDays', '活跃天数'],
] as const;

/** `/reportStatistics/user-summary` (个人年度报告): one person's reading, contributions and searches over the period. */
export function SummaryScreen({ search, onChange }: ReportScreenProps) {
  const filters = baseFilters(search);
  const query = useQuery(summaryQuery(search));
  const data = query.data;
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  const months = useMemo<ChartData | null>(
    () =>
      data
        ? {
            kind: 'bar',
            categories: data.months.map((m) => m.month),
            series: [
              { name: '阅读', values: data.months.map((m) => m.reads) },
              { name: '贡献', values: data.months.map((m) => m.contributions) },
              { name: '搜索', values: data.months.map((m) => m.searches) },
            ],
          }
        : null,
    [data],
  );
  return (
    <Stack gap="md">
      <ReportHeader
        title="个人年度报告"
        search={search}
        onChange={onChange}
        extra={
          <PersonSelect
            value={search.userId}
            onChange={(userId) => onChange({ userId })}
            clearable={false}
            placeholder="选择人员"
          />
        }
      />
      {!search.userId ? (
        <Text c="dimmed" ta="center" py="xl">
          请选择一位人员，查看他在所选期间的阅读、贡献与搜索。
        </Text>
      ) : null}
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data && months ? (
        <>
          <Text fz="sm" c="dimmed">
            {data.user.name}（{data.user.groupName || '未分配部门'}）· {filters.from} 至 {filters.to}
            {data.firstActive ? `，首次活跃 ${data.firstActive}，最近活跃 ${data.lastActive}` : '，期间没有活动'}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
            {FIGURES.map(([key, name]) => (
              <Card key={key} withBorder padding="sm" radius="md">
                <Text fz="sm" c="dimmed">
                  {name}
                </Text>
                <Text fz={24} fw={700}>
                  {data[key].toLocaleString('zh-CN')}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <ChartCard title="每月走势" data={months} fileName={`个人年度报告-${data.user.name}-${filters.from}-${filters.to}`} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TopList
              title="最常读的主题"
              unit="次阅读"
              items={data.topLabels.map((l) => ({ key: String(l.id), name: l.name, count: l.count }))}
            />
            <TopList
              title="常搜关键词"
              unit="次搜索"
              items={data.topKeywords.map((k) => ({ key: k.keyword, name: k.keyword, count: k.count }))}
              onDrill={(keyword) =>
                setDrill({
                  metric: 'searches',
                  searchKeyword: keyword,
                  userId: data.user.id,
                  title: `${data.user.name} · 搜索 · ${keyword}`,
                })
              }
            />
          </SimpleGrid>
        </>
      ) : null}
      <DrillDrawer target={drill} filters={filters} onClose={() => setDrill(null)} />
    </Stack>
  );
}
