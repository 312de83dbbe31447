import { Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { KnowledgeHero } from '@/shared/knowledge/knowledge-home';
import { KnowledgeCard } from '@/shared/ui/knowledge-card';
import { QueryError } from '@/shared/ui/query-error';
import { libraryQueries } from '../api/library-queries';
import { chronicleHref } from '../lib/document-links';
import classes from './chronicle-home-screen.module.css';

/** How many of the newest chronicles the home lists. */
export const LATEST_CHRONICLES = 8;

interface ChronicleHomeScreenProps {
  /** Opens the collection narrowed by region or keyword (`/library/dfz`). */
  onBrowse: (search: { region?: string; keyword?: string }) => void;
}

/**
 * `/indexDF`: the local-chronicles home — the collection's regions with their
 * counts and years, and the newest chronicles, each leading into `/library/dfz`.
 */
export function ChronicleHomeScreen({ onBrowse }: ChronicleHomeScreenProps) {
  const all = useQuery(libraryQueries.chronicles({}));
  const regions = all.data?.regions ?? [];
  const latest = regions
    .flatMap((r) => r.years.flatMap((y) => y.items))
    .sort((a, b) => (b.publishedAt ?? b.updatedAt).localeCompare(a.publishedAt ?? a.updatedAt))
    .slice(0, LATEST_CHRONICLES);
  const years = regions.flatMap((r) => r.years.map((y) => y.year));

  return (
    <Stack gap="lg">
      <KnowledgeHero
        tone="chronicle"
        title="地方志"
        intro={
          all.data
            ? `共 ${all.data.total} 部地方志，覆盖 ${regions.length} 个地区${years.length ? `，${Math.min(...years)}—${Math.max(...years)} 年` : ''}`
            : '地方志文献'
        }
        aside={
          <KeywordSearch
            value={undefined}
            onSearch={(keyword) => onBrowse({ keyword })}
            button="subtle"
            aria-label="搜索地方志"
            placeholder="搜索地方志标题、摘要"
          />
        }
      />
      <QueryError error={all.error} onRetry={all.refetch} />
      {all.data && regions.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            还没有发布的地方志
          </Text>
        </Paper>
      ) : null}
      {regions.length ? (
        <section aria-label="地区">
          <Title order={2} fz={20} mb="sm">
            地区
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
            {regions.map((r) => {
              const span = r.years.map((y) => y.year);
              return (
                <UnstyledButton
                  key={r.region}
                  className={classes.region}
                  onClick={() => onBrowse({ region: r.region })}
                  aria-label={`${r.region}，${r.count}部`}
                >
                  <Text fw={600} fz="lg">
                    {r.region}
                  </Text>
                  <Group gap={8} mt={4}>
                    <Text fz="sm" c="dimmed">
                      {r.count} 部
                    </Text>
                    {span.length ? (
                      <Text fz="sm" c="dimmed">
                        {Math.min(...span) === Math.max(...span) ? `${span[0]}年` : `${Math.min(...span)}—${Math.max(...span)}年`}
                      </Text>
                    ) : null}
                  </Group>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </section>
      ) : null}
      {latest.length ? (
        <Paper withBorder radius="md" p="lg" component="section" aria-label="最新地方志">
          <Title order={2} fz={20} mb="sm">
            最新地方志
          </Title>
          <Stack gap="xs">
            {latest.map((item) => (
              <KnowledgeCard key={item.id} item={item} compact href={chronicleHref(item.id)} />
            ))}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
