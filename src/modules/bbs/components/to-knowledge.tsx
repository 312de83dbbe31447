import { Anchor, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { postMutations } from '../api/post-mutations';

/** Links to the wiki drafts made from the post (or one answer), read from `knowledgeLinks`. */
export function KnowledgeLinks({ wikiIds }: { wikiIds: readonly number[] }) {
  if (wikiIds.length === 0) return null;
  return (
    <Group gap={6}>
      <Text fz="sm" c="dimmed">
        已转为知识：
      </Text>
      {wikiIds.map((id) => (
        <Anchor key={id} fz="sm" renderRoot={(props) => <Link {...props} to="/detail" search={{ id }} />}>
          查看词条 #{id}
        </Anchor>
      ))}
    </Group>
  );
}

/** A forum manager's “转为知识”: a wiki draft under the original author, submitted for approval. */
export function ToKnowledgeButton({ postId, answerId }: { postId: number; answerId?: number }) {
  const convert = useMutation(postMutations.toKnowledge(postId));
  return (
    <Group gap="xs">
      <Button size="xs" variant="light" color="grape" loading={convert.isPending} onClick={() => convert.mutate(answerId)}>
        转为知识
      </Button>
      {convert.data ? <KnowledgeLinks wikiIds={[convert.data.wikiId]} /> : null}
    </Group>
  );
}
