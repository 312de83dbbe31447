import { HIDE_CAUSE_NAMES, type HiddenItem } from '@contract/bbs/bbs-reports';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/shared/lib/datetime';
import { communityMutations } from '../api/community-mutations';
import { communityQueries } from '../api/community-queries';
import { COMMUNITY_PAGE_SIZE } from '../lib/community-search';
import { ModeratedItem, targetLabel } from './moderated-item';
import { QueueList } from './queue-list';

/** Why and by whom a target was hidden, as the audit trail keeps it. */
function HiddenLine({ item }: { item: HiddenItem }) {
  if (!item.cause) return null;
  return (
    <Stack gap={2} mt={8} p={8} style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 6 }}>
      <Text fz="sm">
        <b>{HIDE_CAUSE_NAMES[item.cause]}</b>
        {item.reason ? `：${item.reason}` : ''}
      </Text>
      {item.hiddenBy && item.hiddenAt ? (
        <Text fz="xs" c="dimmed">
          {item.hiddenBy.nickname} 于 {formatDateTime(item.hiddenAt)} 隐藏
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * 已隐藏: every hidden post and answer of the caller's plates, whatever hid it
 * (a report, a review rejection, a moderator directly), each restorable.
 */
export function HiddenQueue({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useQuery(communityQueries.hidden({ page, size: COMMUNITY_PAGE_SIZE }));
  const restore = useMutation(communityMutations.restore());
  return (
    <QueueList
      query={query}
      page={page}
      size={COMMUNITY_PAGE_SIZE}
      noun="条已隐藏"
      empty="没有已隐藏的内容"
      onPage={onPage}
      row={(item) => (
        <ModeratedItem
          key={`${item.type}-${item.id}`}
          target={item}
          at={item.hiddenAt ?? item.createdAt}
          extra={<HiddenLine item={item} />}
          actions={
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`恢复：${targetLabel(item)}`}
              loading={restore.isPending && restore.variables?.targetId === item.id}
              onClick={() => restore.mutate({ targetType: item.type, targetId: item.id })}
            >
              恢复
            </Button>
          }
        />
      )}
    />
  );
}
