import type { SearchFilters } from '@contract/search/search';
import { Anchor, Button, EmptyState, Group, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SearchIcon } from '@/shared/knowledge/list-icons';
import { searchQueries } from '../api/search-queries';

interface SearchEmptyProps {
  keyword: string;
  /** The request that found nothing: its words are counted alone to offer a wider search. */
  filters: SearchFilters;
  /** Filters or a domain tab narrow the search. */
  narrowed: boolean;
  onKeyword: (keyword: string) => void;
  onClearFilters: () => void;
}

/**
 * Nothing found: say so, suggest what usually helps, offer each word of the
 * keyword that does find something on its own, and what others search for.
 */
export function SearchEmpty({ keyword, filters, narrowed, onKeyword, onClearFilters }: SearchEmptyProps) {
  const { data: split } = useQuery({ ...searchQueries.keywordGroup(filters), enabled: keyword !== '' });
  const { data: popular } = useQuery(searchQueries.suggest(''));
  const words = (split?.terms ?? []).filter((t) => t.count > 0 && t.term !== keyword);
  const others = (popular?.queries ?? []).filter((q) => q !== keyword).slice(0, 8);
  return (
    <EmptyState
      py={40}
      icon={<SearchIcon size={28} />}
      withIndicatorBackground
      title={keyword ? `没有找到与“${keyword}”相关的结果` : '没有符合条件的结果'}
      description={
        <List size="sm" c="dimmed" ta="left" mt={4} spacing={2}>
          <List.Item>检查关键词是否有错别字</List.Item>
          <List.Item>换用更常见或更简短的词语，也可以输入拼音或拼音首字母</List.Item>
          {narrowed ? <List.Item>减少筛选条件，或在“全部”中搜索</List.Item> : null}
        </List>
      }
    >
      <EmptyState.Actions>
        {narrowed ? (
          <Button variant="light" onClick={onClearFilters}>
            清除筛选条件
          </Button>
        ) : null}
      </EmptyState.Actions>
      {words.length > 0 ? (
        <Group gap={8} justify="center" mt="md" role="group" aria-label="只搜其中的词">
          <Text fz="sm" c="dimmed">
            只搜其中的词：
          </Text>
          {words.map((t) => (
            <Anchor key={t.term} component="button" type="button" fz="sm" onClick={() => onKeyword(t.term)}>
              {t.term}（{t.count}）
            </Anchor>
          ))}
        </Group>
      ) : null}
      {others.length > 0 ? (
        <Group gap={8} justify="center" mt="sm" role="group" aria-label="大家都在搜">
          <Text fz="sm" c="dimmed">
            大家都在搜：
          </Text>
          {others.map((q) => (
            <Anchor key={q} component="button" type="button" fz="sm" onClick={() => onKeyword(q)}>
              {q}
            </Anchor>
          ))}
        </Group>
      ) : null}
    </EmptyState>
  );
}
