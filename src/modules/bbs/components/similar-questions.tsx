import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { postQueries } from '../api/post-queries';
import { postHref } from '../lib/bbs-links';

/** How long the title must rest before the server is asked (one call per pause, not per key). */
export const SIMILAR_DEBOUNCE_MS = 300;

/** Questions already asked with a title like the one being typed: the asker may find his answer there. */
export function SimilarQuestions({ title, excludeId }: { title: string; excludeId?: number }) {
  const [settled] = useDebouncedValue(title.trim(), SIMILAR_DEBOUNCE_MS);
  const { data } = useQuery(postQueries.similar(settled));
  const list = (data ?? []).filter((q) => q.id !== excludeId);
  if (settled.length < 2 || list.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" aria-label="已有相似问题" component="section">
      <Text fz="sm" fw={600} mb={6}>
        已有相似问题，看看是否已经解答：
      </Text>
      <Stack gap={4}>
        {list.map((q) => (
          <Group key={q.id} gap="xs" wrap="nowrap" justify="space-between">
            {/* A new tab: the question being written stays as it is. */}
            <Anchor href={postHref(q.id)} target="_blank" rel="noopener" fz="sm" lineClamp={1}>
              {q.title}
            </Anchor>
            <Group gap={6} wrap="nowrap">
              {q.accepted ? (
                <Badge size="xs" color="teal" variant="light">
                  已采纳
                </Badge>
              ) : null}
              <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {q.answerCount} 个回答
              </Text>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
