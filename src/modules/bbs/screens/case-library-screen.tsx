import { Button, Collapse, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNarrow } from '@/shared/hooks/use-narrow';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { KnowledgeHero } from '@/shared/knowledge/knowledge-home';
import { ListPager } from '@/shared/knowledge/list-pager';
import { QueryError } from '@/shared/ui/query-error';
import { bbsListQueries } from '../api/list-queries';
import { CaseCard } from '../components/case-card';
import { FacetRow } from '../components/facet-row';
import { ListTotal } from '../components/paged-cards';
import { bbsHref } from '../lib/bbs-links';
import { CASE_PAGE_SIZE, caseRequest, hasCaseFilters, nextCaseSearch } from '../lib/case-request';
import type { CaseSearch } from '../lib/case-search';

/** The label categories the library filters by; region and year have their own rows from the cases themselves. */
const LABEL_ROWS = ['业务领域', '适用岗位'] as const;

export interface CaseLibraryScreenProps {
  /** Checked by the route (`caseSearchSchema`). */
  search: CaseSearch;
  onSearch: (next: Record<string, string | number>) => void;
}

/**
 * `/case` (案例库, SPEC §2): the forum's cases and the wiki's 案例经验
 * entries in one list, filtered by keyword, label, region, product and year
 * (with counts), all in the URL. The route admits holders of 内部论坛 only.
 */
export function CaseLibraryScreen({ search, onSearch }: CaseLibraryScreenProps) {
  const list = useQuery(bbsListQueries.cases(caseRequest(search)));
  const facets = useQuery(bbsListQueries.caseFacets());
  const labels = useQuery(referenceQueries.everyLabel());
  const filter = (patch: Partial<CaseSearch>) => onSearch(nextCaseSearch(search, patch));
  const f = facets.data;
  const narrow = useNarrow();
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <Stack gap="lg">
      <KnowledgeHero
        tone="wiki"
        title="案例库"
        intro="论坛里的实践案例与知识库中的案例经验词条，按业务、地区、产品和年份查找"
        aside={
          <Button component="a" href={bbsHref('case-create')} variant="white" size="md">
            写案例
          </Button>
        }
        keyword={{
          value: search.keyword,
          placeholder: '搜索案例标题或内容',
          onSearch: (keyword) => filter({ keyword }),
        }}
      />
      {narrow ? (
        <Button variant="default" onClick={() => setFiltersOpen((o) => !o)} aria-expanded={filtersOpen}>
          {filtersOpen ? '收起筛选' : hasCaseFilters(search) ? '筛选（已选）' : '筛选'}
        </Button>
      ) : null}
      {/* On a phone the five filter rows fold away behind 筛选 (issue 28). */}
      <Collapse expanded={!narrow || filtersOpen}>
        <Paper withBorder radius="md" px="lg" py="sm" component="section" aria-label="筛选">
          {LABEL_ROWS.map((name) => {
            const group = labels.data?.find((g) => g.name === name);
            const ids = new Set(group?.labelList.map((l) => l.id));
            const counts = new Map((f?.labels ?? []).map((l) => [l.id, l.count]));
            return (
              <FacetRow
                key={name}
                title={name}
                options={(group?.labelList ?? []).map((l) => ({
                  value: String(l.id),
                  label: l.name,
                  count: counts.get(l.id) ?? 0,
                }))}
                value={search.labelId && ids.has(search.labelId) ? String(search.labelId) : undefined}
                onChange={(v) => filter({ labelId: v ? Number(v) : undefined })}
              />
            );
          })}
          <FacetRow
            title="地区"
            options={(f?.regions ?? []).map((r) => ({ value: r.name, label: r.name, count: r.count }))}
            value={search.region}
            onChange={(region) => filter({ region })}
          />
          <FacetRow
            title="产品"
            options={(f?.products ?? []).map((p) => ({ value: p.name, label: p.name, count: p.count }))}
            value={search.product}
            onChange={(product) => filter({ product })}
          />
          <FacetRow
            title="年份"
            options={(f?.years ?? []).map((y) => ({ value: String(y.year), label: `${y.year}`, count: y.count }))}
            value={search.year ? String(search.year) : undefined}
            onChange={(v) => filter({ year: v ? Number(v) : undefined })}
          />
          <QueryError error={facets.error} onRetry={() => facets.refetch()} variant="inline" />
        </Paper>
      </Collapse>
      <ListTotal query={list} noun="个案例" />
      <QueryError error={list.error} onRetry={() => list.refetch()} />
      {list.data?.list.length === 0 ? (
        <Stack align="center" py="xl" gap="xs">
          <Text c="dimmed">{hasCaseFilters(search) ? '没有符合条件的案例' : '案例库里还没有案例'}</Text>
          {hasCaseFilters(search) ? (
            <Button variant="subtle" onClick={() => onSearch({})}>
              清除筛选
            </Button>
          ) : null}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {list.data?.list.map((c) => (
            <CaseCard key={`${c.source}-${c.id}`} item={c} />
          ))}
        </SimpleGrid>
      )}
      <ListPager total={list.data?.total ?? 0} page={search.page} pageSize={CASE_PAGE_SIZE} onPage={(page) => filter({ page })} />
    </Stack>
  );
}
