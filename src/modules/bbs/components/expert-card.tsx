import type { ExpertView } from '@contract/bbs/bbs-experts';
import { Anchor, Badge, Group, Paper, Text } from '@mantine/core';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { personalHref } from '../lib/bbs-links';

/** An acceptance rate (0–1) as a whole percentage. */
export const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** One approved expert: name (to the forum profile), fields, introduction, answers and acceptance rate. */
export function ExpertCard({ expert }: { expert: ExpertView }) {
  return (
    <Paper component="article" aria-label={expert.user.nickname} withBorder radius="md" p="md">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <UserAvatar name={expert.user.nickname} size={44} radius="xl" />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Anchor href={personalHref(expert.user.id)} fw={600} c="inherit">
            {expert.user.nickname}
          </Anchor>
          <Group gap={4} mt={4}>
            {expert.fields.map((f) => (
              <Badge key={f.id} variant="light" size="sm">
                {f.name}
              </Badge>
            ))}
          </Group>
        </div>
      </Group>
      <Text fz="sm" c="dimmed" lineClamp={2} mt="sm" mih={40}>
        {expert.introduction}
      </Text>
      <Group gap="lg" mt="sm">
        <Text fz="xs" c="dimmed">
          回答 <b>{expert.answerCount}</b>
        </Text>
        <Text fz="xs" c="dimmed">
          被采纳 <b>{expert.acceptedCount}</b>
        </Text>
        <Text fz="xs" c="dimmed">
          采纳率 <b>{percent(expert.acceptanceRate)}</b>
        </Text>
      </Group>
    </Paper>
  );
}
