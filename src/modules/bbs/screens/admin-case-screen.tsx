import type { PostListItem } from '@contract/bbs/bbs-posts';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@/shared/lib/datetime';
import { type PagedColumn, PagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { communityMutations } from '../api/community-mutations';
import { communityQueries } from '../api/community-queries';
import { StateBadge } from '../components/post-badges';
import { PostListToolbar } from '../components/post-list-toolbar';
import { ReasonDialog } from '../components/reason-dialog';
import { SectionHeading } from '../components/section-heading';
import { WikiEntryLink } from '../components/wiki-entry-link';
import { personalHref, plateHref, postHref } from '../lib/bbs-links';
import { nextSearch, POST_LISTS, POST_PAGE_SIZE, type PostListSearch, postListRequest, sortOf } from '../lib/list-search';
import type { ForumScreenProps } from './forum-screen';

/**
 * `admin/case` (案例管理): every case published in the forum (keyword, plate,
 * sort and page in the URL, the forum's post list underneath), each linked to
 * its page and its author, and turned into a wiki entry from here (the entry
 * made is linked with its state; a case turned before is refused by the
 * server, which names the entry). Hidden and held cases are listed too (the
 * server lists the plates the caller moderates): a visible case is hidden
 * with a reason the author is told, a hidden one restored; held ones are
 * decided in 审核与举报.
 */
export function AdminCaseScreen({ search, onSearch }: ForumScreenProps<PostListSearch>) {
  const { page, size, sort, plateId, labelId, keyword } = postListRequest('adminCase', search);
  const query = useQuery(communityQueries.adminCases({ page, size, sort, plateId, labelId, keyword }));
  const convert = useMutation(communityMutations.toKnowledge());
  const hide = useMutation(communityMutations.hide());
  const restore = useMutation(communityMutations.restore());
  const [made, setMade] = useState<Record<number, number>>({});
  const [hiding, setHiding] = useState<PostListItem | null>(null);
  const closeHide = () => {
    setHiding(null);
    hide.reset();
  };
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
      size: 210,
      render: (p) => (
        <Group gap={6} wrap="nowrap">
          {made[p.id] ? (
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
          )}
          {p.state === 'visible' ? (
            <Button size="compact-sm" variant="light" color="red" aria-label={`隐藏：${p.title}`} onClick={() => setHiding(p)}>
              隐藏
            </Button>
          ) : null}
          {p.state === 'hidden' ? (
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`恢复：${p.title}`}
              loading={restore.isPending && restore.variables?.targetId === p.id}
              onClick={() => restore.mutate({ targetType: 'post', targetId: p.id })}
            >
              恢复
            </Button>
          ) : null}
        </Group>
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
      <ReasonDialog
        opened={hiding !== null}
        title="隐藏案例"
        description={hiding ? `“${hiding.title}”将被隐藏，作者会收到隐藏原因。` : null}
        label="隐藏原因"
        confirmLabel="隐藏"
        danger
        pending={hide.isPending}
        error={hide.error}
        onSubmit={(reason) =>
          hiding && hide.mutate({ targetType: 'post', targetId: hiding.id, reason }, { onSuccess: closeHide })
        }
        onClose={closeHide}
      />
    </Stack>
  );
}
