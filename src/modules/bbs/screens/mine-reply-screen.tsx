import { Stack } from '@mantine/core';
import { AnswerList } from '../components/answer-list';
import { SectionHeading } from '../components/section-heading';
import type { PostListSearch } from '../lib/forum-search';
import type { ForumScreenProps } from './forum-screen';

/** `mine/reply` (我的回答): the caller's answers with the questions they answer. */
export function MineReplyScreen({ search: { page }, onSearch }: ForumScreenProps<PostListSearch>) {
  return (
    <Stack gap="md">
      <SectionHeading title="我的回答" hint="我回答过的问题，新的在前" />
      <AnswerList page={page} onPage={(p) => onSearch(p === 1 ? {} : { page: p })} empty="你还没有回答过问题" />
    </Stack>
  );
}
