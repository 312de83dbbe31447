import type { ReportView } from '@contract/bbs/bbs-reports';
import type { ReviewItem } from '@contract/bbs/bbs-review';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@/shared/lib/datetime';
import { communityMutations } from '../api/community-mutations';
import { communityQueries } from '../api/community-queries';
import { AdminTabs } from '../components/admin-tabs';
import { HiddenQueue } from '../components/hidden-queue';
import { ModeratedItem, type ModeratedTarget, targetLabel, WordBadges } from '../components/moderated-item';
import { QueueList } from '../components/queue-list';
import { ReasonDialog } from '../components/reason-dialog';
import { SectionHeading } from '../components/section-heading';
import {
  COMMUNITY_PAGE_SIZE,
  COMMUNITY_TABS,
  type CommunitySearch,
  nextCommunitySearch,
  type TabOf,
  tabOf,
} from '../lib/community-search';
import type { ForumScreenProps } from './forum-screen';

type Tab = TabOf<'adminPost'>;
const TABS: { value: Tab; label: string }[] = [
  { value: 'review', label: '待审核' },
  { value: 'flagged', label: '已标记' },
  { value: 'reports', label: '举报' },
  { value: 'hidden', label: '已隐藏' },
];

const targetOf = (t: ModeratedTarget) => ({ targetType: t.type, targetId: t.id });

/**
 * 待审核 (held by a "需审核" word): approve, or reject with a reason; 已标记
 * (carrying a "标记" word): keep it (the flag is cleared) or hide it with a
 * reason — a held item there is still approved or rejected.
 */
function ReviewQueue({ queue, page, onPage }: { queue: 'held' | 'flagged'; page: number; onPage: (page: number) => void }) {
  const query = useQuery(communityQueries.review({ queue, page, size: COMMUNITY_PAGE_SIZE }));
  const approve = useMutation(communityMutations.approve());
  const reject = useMutation(communityMutations.reject());
  const keep = useMutation(communityMutations.keep());
  const hide = useMutation(communityMutations.hide());
  const [rejecting, setRejecting] = useState<ReviewItem | null>(null);
  const [hiding, setHiding] = useState<ReviewItem | null>(null);
  const close = () => {
    setRejecting(null);
    reject.reset();
  };
  const closeHide = () => {
    setHiding(null);
    hide.reset();
  };
  return (
    <>
      <QueueList
        query={query}
        page={page}
        size={COMMUNITY_PAGE_SIZE}
        noun={queue === 'held' ? '条待审核' : '条已标记'}
        empty={queue === 'held' ? '没有待审核的内容' : '没有含标记词的内容'}
        onPage={onPage}
        row={(item) => (
          <ModeratedItem
            key={`${item.type}-${item.id}`}
            target={item}
            at={item.createdAt}
            extra={
              <>
                <WordBadges label="需审核词" words={item.reviewWords} color="yellow" />
                <WordBadges label="标记词" words={item.flaggedWords} color="orange" />
              </>
            }
            actions={
              item.state === 'held' ? (
                <>
                  <Button
                    size="compact-sm"
                    aria-label={`通过：${targetLabel(item)}`}
                    loading={approve.isPending && approve.variables?.targetId === item.id}
                    onClick={() => approve.mutate(targetOf(item))}
                  >
                    通过
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    aria-label={`驳回：${targetLabel(item)}`}
                    onClick={() => setRejecting(item)}
                  >
                    驳回
                  </Button>
                </>
              ) : (
                <>
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={`保留：${targetLabel(item)}`}
                    loading={keep.isPending && keep.variables?.targetId === item.id}
                    onClick={() => keep.mutate(targetOf(item))}
                  >
                    保留
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    aria-label={`隐藏：${targetLabel(item)}`}
                    onClick={() => setHiding(item)}
                  >
                    隐藏
                  </Button>
                </>
              )
            }
          />
        )}
      />
      <ReasonDialog
        opened={hiding !== null}
        title="隐藏内容"
        description={hiding ? `“${targetLabel(hiding)}”将被隐藏，作者会收到隐藏原因。` : null}
        label="隐藏原因"
        confirmLabel="隐藏"
        danger
        pending={hide.isPending}
        error={hide.error}
        onSubmit={(reason) => hiding && hide.mutate({ ...targetOf(hiding), reason }, { onSuccess: closeHide })}
        onClose={closeHide}
      />
      <ReasonDialog
        opened={rejecting !== null}
        title="驳回内容"
        description={rejecting ? `“${targetLabel(rejecting)}”将被隐藏，作者会收到驳回原因。` : null}
        label="驳回原因"
        confirmLabel="驳回"
        danger
        pending={reject.isPending}
        error={reject.error}
        onSubmit={(reason) => rejecting && reject.mutate({ ...targetOf(rejecting), reason }, { onSuccess: close })}
        onClose={close}
      />
    </>
  );
}

/** Who reported what, why and when (and, once decided, by whom). */
function ReportLine({ report }: { report: ReportView }) {
  return (
    <Stack gap={2} mt={8} p={8} style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 6 }}>
      <Text fz="sm">
        <b>{report.reporter.nickname}</b> 举报：{report.reason}
      </Text>
      <Text fz="xs" c="dimmed">
        {formatDateTime(report.createdAt)}
        {report.decidedBy ? ` · ${report.decidedBy.nickname} 于 ${formatDateTime(report.decidedAt)} 处理` : ''}
      </Text>
    </Stack>
  );
}

/** 举报: open reports, to hide the target or dismiss the report. */
function ReportQueue({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useQuery(communityQueries.reports({ state: 'open', page, size: COMMUNITY_PAGE_SIZE }));
  const hide = useMutation(communityMutations.hideReported());
  const dismiss = useMutation(communityMutations.dismissReport());
  return (
    <QueueList
      query={query}
      page={page}
      size={COMMUNITY_PAGE_SIZE}
      noun="条待处理举报"
      empty="没有待处理的举报"
      onPage={onPage}
      row={(report) => (
        <ModeratedItem
          key={report.id}
          target={report.target}
          at={report.createdAt}
          extra={<ReportLine report={report} />}
          actions={
            <>
              <Button
                size="compact-sm"
                color="red"
                aria-label={`隐藏：${targetLabel(report.target)}`}
                loading={hide.isPending && hide.variables === report.id}
                onClick={() => hide.mutate(report.id)}
              >
                隐藏
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`驳回举报：${targetLabel(report.target)}`}
                loading={dismiss.isPending && dismiss.variables === report.id}
                onClick={() => dismiss.mutate(report.id)}
              >
                驳回举报
              </Button>
            </>
          }
        />
      )}
    />
  );
}

/**
 * `admin/post` (审核与举报): the moderation queues of the plates the caller
 * moderates (a forum manager: every plate) — held posts and answers to
 * approve or reject with a reason, flagged ones to look at, open reports to
 * hide or dismiss, and everything hidden (by a report, a review rejection or
 * a moderator), to restore. Tab and page in the URL.
 */
export function AdminPostScreen({ search, onSearch }: ForumScreenProps<CommunitySearch>) {
  const tab = tabOf('adminPost', search);
  const onPage = (page: number) => onSearch(nextCommunitySearch({ ...search, tab }, { page }, COMMUNITY_TABS.adminPost[0]));
  return (
    <Stack gap="md">
      <SectionHeading title="审核与举报" hint="被“需审核”词拦下的帖子和回答、含“标记”词的内容，以及成员的举报" />
      <AdminTabs
        label="审核队列"
        tabs={TABS}
        value={tab}
        onChange={(next) => onSearch(nextCommunitySearch({ page: 1 }, { tab: next }, COMMUNITY_TABS.adminPost[0]))}
      />
      {tab === 'review' || tab === 'flagged' ? (
        <ReviewQueue key={tab} queue={tab === 'review' ? 'held' : 'flagged'} page={search.page} onPage={onPage} />
      ) : tab === 'reports' ? (
        <ReportQueue key={tab} page={search.page} onPage={onPage} />
      ) : (
        <HiddenQueue key={tab} page={search.page} onPage={onPage} />
      )}
    </Stack>
  );
}
