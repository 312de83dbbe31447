import { Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListPager } from '@/shared/knowledge/list-pager';
import { QueryError } from '@/shared/ui/query-error';
import { bbsListQueries } from '../api/list-queries';
import {
  nextSearch,
  POST_LISTS,
  POST_PAGE_SIZE,
  type PostListKey,
  type PostListSearch,
  postListRequest,
  sortOf,
} from '../lib/list-search';
import { EmptyLine, ListTotal } from './paged-cards';
import { PostListToolbar } from './post-list-toolbar';
import { PostRow } from './post-row';

interface PostListProps {
  list: PostListKey;
  search: PostListSearch;
  onSearch: (next: Record<string, unknown>) => void;
  /** A member's posts (`personal?id=`). */
  authorId?: number;
  /** A topic's posts (`topic-detail?id=`). */
  topicId?: number;
  /** The plate select (not on a plate's own page). */
  plateFilter?: boolean;
}

/**
 * A filtered, sorted and paged list of posts (待回答, 热门, a plate's posts,
 * 我的帖子, 我的案例, 我赞过的, a member's posts): the URL holds every
 * choice, the server answers one page.
 */
export function PostList({ list, search, onSearch, authorId, topicId, plateFilter = true }: PostListProps) {
  const def = POST_LISTS[list];
  const query = useQuery(bbsListQueries.postList(postListRequest(list, search, { authorId, topicId })));
  const own = def.fixed && 'scope' in def.fixed && def.fixed.scope === 'mine';
  const change = (patch: Partial<PostListSearch>) => onSearch(nextSearch(list, search, patch));
  const filtered = Boolean(search.keyword || search.kind || (plateFilter && search.plateId) || search.labelId);
  return (
    <Stack gap="sm">
      <PostListToolbar
        search={search}
        sort={sortOf(list, search)}
        onFilter={change}
        kindFilter={def.kindFilter}
        plateFilter={plateFilter}
      />
      <ListTotal query={query} noun="个帖子" />
      <QueryError error={query.error} onRetry={() => query.refetch()} />
      {query.data ? (
        <Paper withBorder radius="md" px="lg" py={4} aria-busy={query.isPlaceholderData}>
          {query.data.list.length === 0 ? (
            <EmptyLine>{filtered ? '没有符合条件的帖子' : def.empty}</EmptyLine>
          ) : (
            query.data.list.map((post) => <PostRow key={post.id} post={post} own={own} />)
          )}
        </Paper>
      ) : null}
      <ListPager
        total={query.data?.total ?? 0}
        page={search.page}
        pageSize={POST_PAGE_SIZE}
        onPage={(page) => change({ page })}
      />
    </Stack>
  );
}
