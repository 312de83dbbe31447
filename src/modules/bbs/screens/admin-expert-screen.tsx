import type { ExpertView } from '@contract/bbs/bbs-experts';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { formatDateTime } from '@/shared/lib/datetime';
import { type PagedColumn, PagedTable, pagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { communityMutations } from '../api/community-mutations';
import { communityQueries } from '../api/community-queries';
import { AdminTabs } from '../components/admin-tabs';
import { useDecisionFlow } from '../components/decision-flow';
import { percent } from '../components/expert-card';
import { ReasonDialog } from '../components/reason-dialog';
import { SectionHeading } from '../components/section-heading';
import { personalHref } from '../lib/bbs-links';
import { COMMUNITY_PAGE_SIZE, COMMUNITY_TABS, nextCommunitySearch, type TabOf, tabOf } from '../lib/community-search';
import type { CommunitySearch } from '../lib/forum-search';
import type { ForumScreenProps } from './forum-screen';

type Tab = TabOf<'adminExpert'>;
const TABS: { value: Tab; label: string }[] = [
  { value: 'applied', label: '待审核' },
  { value: 'approved', label: '已认证' },
  { value: 'refused', label: '未通过' },
];

/**
 * `admin/expert` (专家管理): applications and experts by state (tab, keyword
 * and page in the URL); approve or refuse an application, revoke an expert —
 * a refusal and a revocation need a reason, which the member is told.
 */
export function AdminExpertScreen({ search, onSearch }: ForumScreenProps<CommunitySearch>) {
  const tab = tabOf('adminExpert', search);
  const input = {
    state: tab,
    page: search.page,
    size: COMMUNITY_PAGE_SIZE,
    ...(search.keyword ? { keyword: search.keyword } : {}),
  };
  const query = useQuery(communityQueries.adminExperts(input));
  const revoke = useMutation(communityMutations.expertRevoke());
  const [revoking, setRevoking] = useState<ExpertView | null>(null);
  const close = () => {
    setRevoking(null);
    revoke.reset();
  };
  const change = (patch: Parameters<typeof nextCommunitySearch>[1]) =>
    onSearch(nextCommunitySearch({ ...search, tab }, patch, COMMUNITY_TABS.adminExpert[0]));
  const name = (e: ExpertView) => e.user.nickname;
  const decision = useDecisionFlow({
    mutation: communityMutations.expertDecide(),
    idOf: (e: ExpertView) => e.user.id,
    nameOf: name,
    refusal: {
      title: '拒绝专家申请',
      describe: (e) => `拒绝${name(e)}的专家申请，本人会收到原因，之后可以重新申请。`,
    },
  });
  const columns: PagedColumn<ExpertView>[] = [
    {
      key: 'user',
      title: '成员',
      fixed: true,
      size: 120,
      render: (e) => <Anchor href={personalHref(e.user.id)}>{name(e)}</Anchor>,
    },
    {
      key: 'fields',
      title: '擅长领域',
      size: 200,
      render: (e) => (
        <Group gap={4}>
          {e.fields.map((f) => (
            <Badge key={f.id} size="sm" variant="light">
              {f.name}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'introduction',
      title: '个人介绍',
      size: 260,
      render: (e) => (
        <Text fz="sm" lineClamp={2} title={e.introduction}>
          {e.introduction}
        </Text>
      ),
    },
    { key: 'answerCount', title: '回答', numeric: true, size: 70 },
    { key: 'acceptanceRate', title: '采纳率', numeric: true, size: 80, render: (e) => percent(e.acceptanceRate) },
    { key: 'appliedAt', title: '申请时间', size: 160, render: (e) => formatDateTime(e.appliedAt) },
    { key: 'decidedAt', title: '处理时间', size: 160, render: (e) => (e.decidedAt ? formatDateTime(e.decidedAt) : '—') },
    {
      key: 'actions',
      title: '操作',
      fixed: true,
      size: 150,
      render: (e) =>
        e.state === 'applied' ? (
          <Group gap={4} wrap="nowrap">
            {decision.buttons(e)}
          </Group>
        ) : e.state === 'approved' ? (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={`撤销认证：${name(e)}`}
            onClick={() => setRevoking(e)}
          >
            撤销认证
          </Button>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Stack gap="md">
      <SectionHeading title="专家管理" hint="审核成员的专家申请；认证专家出现在专家页，提问时可被邀请回答" />
      <AdminTabs label="申请状态" tabs={TABS} value={tab} onChange={(next) => change({ tab: next })} />
      <KeywordSearch
        value={search.keyword}
        placeholder="搜索成员姓名或介绍"
        onSearch={(keyword) => change({ keyword })}
        maw={360}
      />
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {decision.error}
      <PagedTable
        memoryKey="bbs.admin.expert"
        label="专家"
        columns={columns}
        {...pagedTable(query, input, (next) => change({ page: next.page }))}
        rowKey={(e) => String(e.user.id)}
      />
      {decision.dialog}
      <ReasonDialog
        opened={revoking !== null}
        title="撤销专家认证"
        description={revoking ? `撤销${name(revoking)}的专家认证，本人会收到原因，之后可以重新申请。` : null}
        label="撤销原因"
        confirmLabel="撤销认证"
        danger
        pending={revoke.isPending}
        error={revoke.error}
        onSubmit={(reason) => revoking && revoke.mutate({ id: revoking.user.id, reason }, { onSuccess: close })}
        onClose={close}
      />
    </Stack>
  );
}
