import type { PostDetail } from '@contract/bbs/bbs-posts';
import { Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListPager } from '@/shared/knowledge/list-pager';
import { QueryError } from '@/shared/ui/query-error';
import { ANSWER_PAGE_SIZE, type AnswerSort, postQueries } from '../api/post-queries';
import { AnswerCard } from './answer-card';

interface AnswersSectionProps {
  post: PostDetail;
  sort: AnswerSort;
  page: number;
  now: Date;
  onChange: (next: { sort?: AnswerSort; page?: number }) => void;
}

/** The answers: the accepted one first (the server orders it so), the rest by votes or time, paged. */
export function AnswersSection({ post, sort, page, now, onChange }: AnswersSectionProps) {
  const answers = useQuery(postQueries.answers(post.id, sort, page));
  const total = answers.data?.total ?? 0;
  return (
    <section aria-label="回答">
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <Title order={2} fz={18}>
            {post.kind === 'question' ? '回答' : '回复'} {total}
          </Title>
          {answers.isFetching ? <Loader size="xs" /> : null}
        </Group>
        <SegmentedControl
          size="xs"
          aria-label="回答排序"
          value={sort}
          onChange={(s) => onChange({ sort: s as AnswerSort, page: 1 })}
          data={[
            { value: 'votes', label: '按得票' },
            { value: 'time', label: '按时间' },
          ]}
        />
      </Group>
      <QueryError error={answers.error} onRetry={answers.refetch} variant="inline" />
      {answers.data && answers.data.list.length === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="lg">
          {post.kind === 'question' ? '还没有人回答，来写第一个回答吧' : '还没有回复'}
        </Text>
      ) : null}
      <Stack gap="md">
        {answers.data?.list.map((a) => (
          <AnswerCard key={a.id} post={post} answer={a} now={now} />
        ))}
      </Stack>
      <ListPager
        total={total}
        page={page}
        pageSize={ANSWER_PAGE_SIZE}
        onPage={(p) => onChange({ page: p })}
        label="回答分页"
        compact
      />
    </section>
  );
}
