import { COMMENT_MAX, commentAdd } from '@contract/knowledge/interaction';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useContractForm } from '@/shared/form/use-contract-form';
import { commentMutations } from './api/interaction-mutations';
import type { KnowledgeScope } from './scope';

interface CommentBoxProps {
  scope: KnowledgeScope;
  knowledgeId: number;
  /** The comment answered; a top-level comment without it. */
  parentId?: number;
  /** A comment on one of a forum post's answers (the reply to a comment follows its parent). */
  answerId?: number;
  /** Name of the person answered, shown in the placeholder. */
  replyTo?: string;
  autoFocus?: boolean;
  onDone?: () => void;
  onCancel?: () => void;
}

/** Writes a comment or a reply; the server's refusal is shown under the box. */
export function CommentBox({ scope, knowledgeId, parentId, answerId, replyTo, autoFocus, onDone, onCancel }: CommentBoxProps) {
  const add = useMutation(commentMutations.add(scope, knowledgeId));
  const { form, onSubmit, failure } = useContractForm({
    schema: commentAdd.input,
    initialValues: { content: '' },
    toInput: ({ content }) => ({ knowledgeId, parentId, answerId, content }),
    error: add.error,
  });
  const label = parentId ? `回复${replyTo ?? ''}` : '发表评论';
  const submit = onSubmit(({ content }) =>
    add.mutate(
      { content, parentId, answerId },
      {
        onSuccess: () => {
          form.reset();
          onDone?.();
        },
      },
    ),
  );
  const { error, ...contentProps } = form.getInputProps('content');
  const text = form.values.content;
  return (
    <form onSubmit={submit} noValidate>
      <Textarea
        aria-label={label}
        placeholder={parentId ? `回复 ${replyTo ?? ''}…` : '写下你的看法，友善交流'}
        autosize
        minRows={parentId ? 2 : 3}
        maxRows={10}
        maxLength={COMMENT_MAX}
        {...contentProps}
        // The box is the form's one field: whatever the server refuses (a sensitive word) is said under it.
        error={error ?? failure?.message}
        autoFocus={autoFocus}
      />
      <Group justify="space-between" mt={6}>
        <Text fz="xs" c="dimmed">
          {text.length}/{COMMENT_MAX}
        </Text>
        <Group gap="xs">
          {onCancel ? (
            <Button size="xs" variant="default" onClick={onCancel}>
              取消
            </Button>
          ) : null}
          <Button size="xs" type="submit" loading={add.isPending} disabled={!text.trim()}>
            {parentId ? '发表回复' : '发表评论'}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
