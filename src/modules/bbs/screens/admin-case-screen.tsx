import type { PostListItem } from '@contract/bbs-posts';
import { Anchor, Button, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@/shared/lib/datetime';
import { type PagedColumn, PagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { communityMutations } from '../api/community-mutations';
import { bbsListQueries } from '../api/list-queries';
import { StateBadge } from '../components/post-badges';
import { PostListToolbar } from '../components/post-list-toolbar';
import { SectionHeading } from '../components/section-heading';
import { WikiEntryLink } from '../components/wiki-entry-link';
import { personalHref, plateHref, postHref } from '../lib/bbs-links';
import {
  nextSearch,
  POST_LISTS,
  POST_PAGE_SIZE,
  type PostListSearch,
  parsePostListSearch,
  postListRequest,
  sortOf,
} from '../lib/list-search';
import type { BbsScreenProps } from './bbs-screens';

/**
 * `admin/case` (案例管理): every case published in the forum (keyword, plate,
 * sort and page in the URL, the forum's post list underneath), each linked to
 * its page and its author, and turned into a wiki entry from here (the entry
 * made is linked with its state; a case turned before is refused by the
 * server, which names the entry). Held and hidden cases are handled in 审核与举报.
 */
export function AdminCaseScreen({ rawSearch, onSearch }: BbsScreenProps) {
  const search = parsePostListSearch(rawSearch);
  const request = postListRequest('adminCase', search);
  const query = useQuery(bbsListQueries.postList(request));
  const convert = useMutation(communityMutations.toKnowledge());
  const [made, setMade] = useState<Record<number, number>>({});
  const change = (patch: Partial<PostListSearch>) => onSearch(nextSearch('adminCase', search, patch));
  const columns: PagedColumn<PostListItem>[] = [
    {
      key: 'title',
      title: '案例',
      fixed: true,
      size: 260,
      render: (p) => (
        <Anchor href={postHref(p.id)} lineClamp={1} title={p.excerpt}>
          {p.title}
        </Anchor>
      ),
    },
    {
      key: 'author',
      title: '作者',
      size: 100,
      render: (p) => <Anchor href={personalHref(p.author.id)}>{p.author.nickname}</Anchor>,
    },
    { key: 'plate', title: '版块', size: 110, render: (p) => <Anchor href={plateHref(p.plate.id)}>{p.plate.name}</Anchor> },
    { key: 'region', title: '地区', size: 70 },
    { key: 'product', title: '产品', size: 100 },
    { key: 'views', title: '浏览', numeric: true, size: 60 },
    { key: 'state', title: '状态', size: 80, render: (p) => (p.state === 'visible' ? '已发布' : <StateBadge state={p.state} />) },
    { key: 'createdAt', title: '发布时间', size: 150, render: (p) => formatDateTime(p.createdAt) },
    {
      key: 'actions',
      title: '操作',
      fixed: true,
      size: 140,
      render: (p) =>
        made[p.id] ? (
          <WikiEntryLink wiki={{ id: made[p.id], status: 'pending' }} />
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            color="grape"
            aria-label={`转为词条：${p.title}`}
            disabled={p.state !== 'visible'}
            loading={convert.isPending && convert.variables?.postId === p.id}
            onClick={() => convert.mutate({ postId: p.id }, { onSuccess: (r) => setMade((m) => ({ ...m, [p.id]: r.wikiId })) })}
          >
            转为词条
          </Button>
        ),
    },
  ];
  return (
    <Stack gap="md">
      <SectionHeading title={POST_LISTS.adminCase.title} hint={POST_LISTS.adminCase.hint} />
      <PostListToolbar search={search} sort={sortOf('adminCase', search)} onFilter={change} kindFilter={false} plateFilter />
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <PagedTable
        memoryKey="bbs.admin.case"
        label="案例"
        columns={columns}
        rows={query.data?.list ?? []}
        total={query.data?.total ?? 0}
        page={search.page}
        size={POST_PAGE_SIZE}
        loading={query.isFetching}
        onSort={() => undefined}
        onPage={(page) => change({ page })}
        rowKey={(p) => String(p.id)}
      />
    </Stack>
  );
}
