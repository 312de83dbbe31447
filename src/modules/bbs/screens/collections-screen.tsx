import { DOMAIN_IDS } from '@contract/platform/domains';
import { Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListPager } from '@/shared/knowledge/list-pager';
import { KnowledgeCard } from '@/shared/ui/knowledge-card';
import { QueryError } from '@/shared/ui/query-error';
import { bbsListQueries } from '../api/list-queries';
import { EmptyLine, ListTotal } from '../components/paged-cards';
import { SectionHeading } from '../components/section-heading';
import { postHref } from '../lib/bbs-links';
import type { PostListSearch } from '../lib/forum-search';
import { POST_PAGE_SIZE } from '../lib/list-search';
import type { ForumScreenProps } from './forum-screen';

/**
 * `collections` (我的收藏): the posts the caller favourited, from the
 * interaction engine's favourites narrowed to the forum domain, optionally
 * one folder (`folderId`); folders are managed in the personal centre.
 */
export function CollectionsScreen({ search, onSearch }: ForumScreenProps<PostListSearch>) {
  const { folderId, page } = search;
  const folders = useQuery(bbsListQueries.folders());
  const query = useQuery(
    bbsListQueries.favourites({ domainId: DOMAIN_IDS.bbs, page, size: POST_PAGE_SIZE, ...(folderId ? { folderId } : {}) }),
  );
  const change = (next: { folderId?: number; page?: number }) => {
    const out: Record<string, number> = {};
    if (next.folderId) out.folderId = next.folderId;
    if (next.page && next.page > 1) out.page = next.page;
    onSearch(out);
  };
  return (
    <Stack gap="md">
      <SectionHeading
        title="我的收藏"
        hint="收藏的帖子，新收藏的在前；收藏夹可在个人中心管理"
        actions={
          <Select
            aria-label="收藏夹"
            placeholder="全部收藏夹"
            clearable
            w={180}
            data={(folders.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
            value={folderId ? String(folderId) : null}
            onChange={(v) => change({ folderId: v ? Number(v) : undefined })}
          />
        }
      />
      <Group justify="space-between">
        <ListTotal query={query} noun="个帖子" />
      </Group>
      <QueryError error={query.error} onRetry={() => query.refetch()} />
      {query.data?.list.length === 0 ? (
        <EmptyLine>{folderId ? '这个收藏夹里没有帖子' : '你还没有收藏过帖子'}</EmptyLine>
      ) : (
        <Stack gap="sm">
          {query.data?.list.map((item) => (
            <KnowledgeCard key={item.id} item={item} href={postHref(item.id)} />
          ))}
        </Stack>
      )}
      <ListPager
        total={query.data?.total ?? 0}
        page={page}
        pageSize={POST_PAGE_SIZE}
        onPage={(p) => change({ folderId, page: p })}
      />
    </Stack>
  );
}
