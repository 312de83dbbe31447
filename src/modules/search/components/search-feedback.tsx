import type { InputOf } from '@contract/platform/endpoint';
import { SEARCH_COMMENT_MAX, searchFeedback } from '@contract/search/search';
import { Button, Group, Popover, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useContractForm } from '@/shared/form/use-contract-form';
import { Failure } from '@/shared/ui/dialog-parts';
import { searchMutations } from '../api/search-queries';

/**
 * 这次搜索有帮助吗？ Choosing 有用 or 没用 opens a popover for an optional
 * comment; sending it thanks the user. The screen keys this control by the
 * search id, so every new search asks again.
 */
export function SearchFeedback({ searchId }: { searchId: number }) {
  const [useful, setUseful] = useState<boolean | null>(null);
  const send = useMutation(searchMutations.feedback());

  if (send.isSuccess) {
    return (
      <Text fz="sm" c="teal.7" role="status">
        感谢您的反馈！
      </Text>
    );
  }
  const choice = (value: boolean, label: string) => (
    <Button
      size="compact-sm"
      variant={useful === value ? 'filled' : 'default'}
      onClick={() => setUseful(useful === value ? null : value)}
      aria-pressed={useful === value}
    >
      {label}
    </Button>
  );
  return (
    <Popover
      opened={useful !== null}
      onChange={(o) => {
        if (!o) setUseful(null);
      }}
      position="top"
      withArrow
      shadow="md"
      width={320}
      trapFocus
    >
      <Popover.Target>
        <Group gap="sm" role="group" aria-label="搜索反馈">
          <Text fz="sm" c="dimmed">
            这次搜索有帮助吗？
          </Text>
          {choice(true, '有用')}
          {choice(false, '没用')}
        </Group>
      </Popover.Target>
      <Popover.Dropdown>
        {useful === null ? null : (
          <FeedbackForm searchId={searchId} useful={useful} send={send} onCancel={() => setUseful(null)} />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

/** The comment, mounted at each opening; searchFeedback's schema judges it. */
function FeedbackForm({
  searchId,
  useful,
  send,
  onCancel,
}: {
  searchId: number;
  useful: boolean;
  send: { mutate: (input: InputOf<typeof searchFeedback>) => void; error: unknown; isPending: boolean };
  onCancel: () => void;
}) {
  const { form, onSubmit, failure } = useContractForm({
    schema: searchFeedback.input,
    initialValues: { comment: '' },
    toInput: (v) => ({ searchId, useful, comment: v.comment }),
    error: send.error,
  });
  return (
    <form onSubmit={onSubmit((input) => send.mutate(input))} noValidate>
      <Stack gap="xs">
        <Textarea
          label={useful ? '还有什么想告诉我们的？（选填）' : '哪里不满意？比如没找到想要的内容（选填）'}
          {...form.getInputProps('comment')}
          maxLength={SEARCH_COMMENT_MAX}
          autosize
          minRows={3}
          maxRows={6}
          data-autofocus
        />
        <Failure error={failure} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel}>
            取消
          </Button>
          <Button type="submit" size="xs" loading={send.isPending}>
            提交反馈
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
