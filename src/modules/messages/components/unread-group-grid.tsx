import { MESSAGE_GROUP_NAMES, type MessageGroup } from '@contract/messages/messages';
import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryError } from '@/shared/ui/query-error';
import { messageQueries } from '../api/message-queries';
import { GroupIcon } from './group-icon';

const ORDER: MessageGroup[] = ['comment', 'like', 'share', 'notice'];

/** The signed-in user's unread counts by group (comment, like, share, notice; SPEC §9), each leading to its tab. */
export function UnreadGroupGrid() {
  const { data, isPending, error, refetch } = useQuery(messageQueries.groupCounts());
  if (error) return <QueryError error={error} onRetry={refetch} />;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      {ORDER.map((group) => (
        <Link
          key={group}
          to="/message-task/$tab"
          params={{ tab: group }}
          search={{ unreadOnly: data?.[group] ? true : undefined }}
          style={{ color: 'inherit', textDecoration: 'none' }}
        >
          <Paper withBorder radius="md" p="md" data-testid={`unread-${group}`}>
            <ThemeIcon variant="light" size={36} radius="md">
              <GroupIcon group={group} />
            </ThemeIcon>
            <Text c="dimmed" fz="sm" mt="sm">
              {MESSAGE_GROUP_NAMES[group]}
            </Text>
            {isPending ? (
              <Skeleton h={28} w={48} mt={4} />
            ) : (
              <Text fz={28} fw={600} lh={1.3} aria-label={`${MESSAGE_GROUP_NAMES[group]}未读`}>
                {data[group]}
              </Text>
            )}
          </Paper>
        </Link>
      ))}
    </SimpleGrid>
  );
}
