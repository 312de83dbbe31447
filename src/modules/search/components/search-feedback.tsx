import { SEARCH_COMMENT_MAX } from '@contract/search';
import { Button, Group, Popover, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { searchMutations } from '../api/search-queries';

/**
 * 这次搜索有帮助吗？ Choosing 有用 or 没用 opens a popover for an optional
 * comment; sending it thanks the user. The screen keys this control by the
 * search id, so every new search asks again.
 */
export function SearchFeedback({ searchId }: { searchId: number }) {
  const [useful, setUseful] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
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
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (useful !== null) send.mutate({ searchId, useful, comment: comment.trim() });
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={useful ? '还有什么想告诉我们的？（选填）' : '哪里不满意？比如没找到想要的内容（选填）'}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              maxLength={SEARCH_COMMENT_MAX}
              autosize
              minRows={3}
              maxRows={6}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setUseful(null)}>
                取消
              </Button>
              <Button type="submit" size="xs" loading={send.isPending}>
                提交反馈
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
