import { MUTABLE_MESSAGE_GROUPS, type MutableMessageGroup } from '@contract/account/account-settings-terms';
import { MESSAGE_GROUP_NAMES } from '@contract/messages/message-terms';
import { Card, Divider, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment } from 'react';
import { QueryError } from '@/shared/ui/query-error';
import { settingsMutations, settingsQueries } from '../../api/settings-queries';

const WHAT: Record<MutableMessageGroup, string> = {
  comment: '有人评论或回复了我的内容、我的评论',
  like: '有人点赞或收藏了我的内容、点赞了我的评论',
  share: '同事把词条、文档或视频分享给我',
};

/** 消息通知: which groups of in-app messages the user receives; notices cannot be turned off. */
export function NotifyPanel() {
  const client = useQueryClient();
  const { data, isPending, isError, error, refetch } = useQuery(settingsQueries.settings());
  const save = useMutation(settingsMutations.notify(client));
  if (isPending) return <Skeleton h={240} />;
  if (isError) return <QueryError error={error} onRetry={refetch} />;
  const pending = save.isPending ? save.variables : undefined;
  const enabled = (g: MutableMessageGroup) => (pending?.group === g ? pending.enabled : !data.mutedGroups.includes(g));
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={3} fz={16} mb={4}>
        站内消息
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        关闭后不再收到这一类消息，也不计入未读数；已收到的消息不受影响。
      </Text>
      <Stack gap="md">
        {MUTABLE_MESSAGE_GROUPS.map((g) => (
          <Fragment key={g}>
            <Switch
              label={`${MESSAGE_GROUP_NAMES[g]}消息`}
              description={WHAT[g]}
              checked={enabled(g)}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ group: g, enabled: e.currentTarget.checked })}
            />
            <Divider />
          </Fragment>
        ))}
        <Switch
          label={`${MESSAGE_GROUP_NAMES.notice}消息`}
          description="管理员发布的通知、审核结果和账号安全提醒总会送达，不能关闭"
          checked
          disabled
          readOnly
        />
      </Stack>
    </Card>
  );
}
