import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type PlateView, plateMutations } from '../api/plate-queries';

/** Who moderates a plate, as its rows show it. */
export const moderatorNames = (plate: PlateView) =>
  plate.moderators.length ? `版主：${plate.moderators.map((m) => m.nickname).join('、')}` : '暂无版主';

/** One plate: its name, description, moderators and followers, and the follow button. */
function PlateRow({ plate }: { plate: PlateView }) {
  const follow = useMutation(plateMutations.follow());
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={plate.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600}>{plate.name}</Text>
          {plate.description ? (
            <Text fz="sm" c="dimmed">
              {plate.description}
            </Text>
          ) : null}
          <Text fz="xs" c="dimmed">
            {moderatorNames(plate)} · {plate.followerCount} 人关注
          </Text>
        </Stack>
        <Button
          variant={plate.followed ? 'default' : 'light'}
          size="xs"
          loading={follow.isPending}
          aria-label={`${plate.followed ? '取消关注' : '关注'}“${plate.name}”`}
          onClick={() => follow.mutate({ plateId: plate.id, follow: !plate.followed })}
          style={{ flexShrink: 0 }}
        >
          {plate.followed ? '取消关注' : '关注'}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * Plates as a list with a follow button each (我关注的版块, the forum's
 * home): following or unfollowing updates every list and count at once.
 */
export function PlateList({
  plates,
  label,
  loading,
  empty,
}: {
  plates: readonly PlateView[];
  /** The list's accessible name. */
  label: string;
  loading: boolean;
  /** What an empty list says. */
  empty: string;
}) {
  if (!plates.length)
    return (
      <Text c="dimmed" ta="center" py="xl" fz="sm">
        {loading ? '加载中…' : empty}
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {plates.map((p) => (
        <PlateRow key={p.id} plate={p} />
      ))}
    </Stack>
  );
}
