import { Alert, Badge, Grid, Group, NavLink, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { KnowledgeHero } from '@/shared/knowledge/knowledge-home';
import { KnowledgeCard } from '@/shared/ui/knowledge-card';
import { QueryError } from '@/shared/ui/query-error';
import { libraryQueries } from '../api/library-queries';
import { chronicleHref } from '../lib/document-links';
import { chroniclesRequestOf } from '../lib/library-request';
import type { DfzSearch } from '../lib/library-search';
import classes from './dfz-screen.module.css';

interface DfzScreenProps {
  search: DfzSearch;
  onSearch: (next: DfzSearch) => void;
}

/**
 * `/library/dfz`: the local chronicle (地方志) collection — regions with their
 * counts and years on the side, the documents grouped by region and year.
 */
export function DfzScreen({ search, onSearch }: DfzScreenProps) {
  // The side lists every region (for the keyword alone); the body only what region and year select.
  const all = useQuery(libraryQueries.chronicles(chroniclesRequestOf({ keyword: search.keyword })));
  const shown = useQuery(libraryQueries.chronicles(chroniclesRequestOf(search)));
  const regions = all.data?.regions ?? [];
  const years = search.region ? (regions.find((r) => r.region === search.region)?.years.map((y) => y.year) ?? []) : [];

  return (
    <Stack gap="lg">
      <KnowledgeHero
        tone="chronicle"
        title="地方志"
        intro={`${all.data ? `共 ${all.data.total} 部地方志文献，` : ''}按地区和年份浏览`}
        aside={
          <KeywordSearch
            value={search.keyword}
            onSearch={(keyword) => onSearch({ ...search, keyword })}
            button="subtle"
            aria-label="搜索文档"
            placeholder="搜索地方志标题、摘要"
            className={classes.search}
          />
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder radius="md" p="sm" component="nav" aria-label="地区">
            <Text fw={600} fz="sm" px="xs" py={6}>
              地区
            </Text>
            <NavLink
              label="全部地区"
              active={!search.region}
              onClick={() => onSearch({ keyword: search.keyword })}
              rightSection={
                <Badge variant="light" color="gray">
                  {all.data?.total ?? 0}
                </Badge>
              }
            />
            {regions.map((r) => (
              <NavLink
                key={r.region}
                label={r.region}
                active={search.region === r.region}
                aria-current={search.region === r.region ? 'true' : undefined}
                onClick={() => onSearch({ keyword: search.keyword, region: r.region })}
                rightSection={
                  <Badge variant="light" color="gray">
                    {r.count}
                  </Badge>
                }
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            {search.region ? (
              <Group gap={6} aria-label="年份">
                <Text fz="sm" c="dimmed" mr={4}>
                  年份
                </Text>
                <UnstyledButton
                  className={classes.year}
                  data-active={!search.year || undefined}
                  onClick={() => onSearch({ ...search, year: undefined })}
                >
                  全部
                </UnstyledButton>
                {years.map((y) => (
                  <UnstyledButton
                    key={y}
                    className={classes.year}
                    data-active={search.year === y || undefined}
                    aria-pressed={search.year === y}
                    onClick={() => onSearch({ ...search, year: y })}
                  >
                    {y}年
                  </UnstyledButton>
                ))}
              </Group>
            ) : null}
            <QueryError error={shown.error} onRetry={shown.refetch} />
            {shown.data?.truncated ? (
              <Alert color="orange" variant="light">
                匹配的地方志过多，仅显示一部分，请选择地区或年份缩小范围
              </Alert>
            ) : null}
            {shown.data && shown.data.regions.length === 0 ? (
              <Paper withBorder radius="md" p="xl">
                <Text c="dimmed" ta="center">
                  {search.region || search.year || search.keyword ? '没有符合条件的地方志' : '还没有发布的地方志'}
                </Text>
              </Paper>
            ) : null}
            {shown.data?.regions.map((r) => (
              <Paper key={r.region} withBorder radius="md" p="lg" component="section" aria-label={r.region}>
                <Group gap="xs" mb="sm">
                  <Title order={2} fz={20}>
                    {r.region}
                  </Title>
                  <Text c="dimmed" fz="sm">
                    {r.count} 部
                  </Text>
                </Group>
                <Stack gap="md">
                  {r.years.map((y) => (
                    <section key={y.year} aria-label={`${r.region} ${y.year}年`} className={classes.yearGroup}>
                      <Text fw={600} fz="sm" className={classes.yearHead}>
                        {y.year}年
                      </Text>
                      {y.items.map((item) => (
                        <KnowledgeCard key={item.id} item={item} compact href={chronicleHref(item.id)} />
                      ))}
                    </section>
                  ))}
                </Stack>
              </Paper>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
