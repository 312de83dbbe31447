import { ANSWER_FEED_SORT_NAMES, ANSWER_FEED_SORTS, type AnswerFeedSort } from '@contract/bbs/bbs-activity';
import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { activityQueries } from '../api/activity-queries';
import { plateQueries } from '../api/plate-queries';
import { AnswerRow } from '../components/answer-list';
import { PagedRows } from '../components/paged-rows';
import { plateOptions } from '../components/plate-select';
import { SectionHeading } from '../components/section-heading';
import { ANSWER_FEED_DEFAULT_SORT, type AnswerFeedSearch, nextActivitySearch } from '../lib/activity-search';
import { POST_PAGE_SIZE } from '../lib/list-search';
import type { ForumScreenProps } from './forum-screen';

/**
 * `answers` (回答广场): the newest (or most agreed) answers across the forum,
 * each under the question it answers, narrowed to a plate and the plates
 * below it; sort, plate and page live in the URL.
 */
export function AnswersScreen({ search, onSearch }: ForumScreenProps<AnswerFeedSearch>) {
  const sort = search.sort ?? ANSWER_FEED_DEFAULT_SORT;
  const plates = useQuery(plateQueries.tree());
  const options = useMemo(() => plateOptions(plates.data ?? []), [plates.data]);
  const query = useQuery(
    activityQueries.answerFeed({
      page: search.page,
      size: POST_PAGE_SIZE,
      sort,
      ...(search.plateId ? { plateId: search.plateId } : {}),
    }),
  );
  const change = (patch: Partial<AnswerFeedSearch>) =>
    onSearch(nextActivitySearch(search, patch, { sort: ANSWER_FEED_DEFAULT_SORT }));
  return (
    <Stack gap="md">
      <SectionHeading title="回答广场" hint="全论坛的最新回答，看看大家在聊什么" />
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label="版块"
          placeholder="全部版块"
          size="sm"
          w={220}
          clearable
          searchable
          nothingFoundMessage="没有匹配的版块"
          data={options}
          value={search.plateId ? String(search.plateId) : null}
          onChange={(v) => change({ plateId: v ? Number(v) : undefined })}
        />
        <SegmentedControl
          aria-label="排序"
          size="sm"
          ml="auto"
          value={sort}
          data={ANSWER_FEED_SORTS.map((s) => ({ value: s, label: ANSWER_FEED_SORT_NAMES[s] }))}
          onChange={(v) => change({ sort: v as AnswerFeedSort })}
        />
      </Group>
      <PagedRows
        query={query}
        unit="个回答"
        empty={search.plateId ? '这个版块还没有回答' : '论坛里还没有回答'}
        page={search.page}
        onPage={(page) => change({ page })}
        row={(a) => <AnswerRow key={a.id} answer={a} showAuthor />}
      />
    </Stack>
  );
}
