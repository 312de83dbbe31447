import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX } from '@contract/messages';
import { Alert, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ColleaguePicker, GroupTreePicker, type PickedUser } from '@/shared/knowledge/people-pickers';
import { messageMutations } from '../api/message-mutations';

/**
 * The new-message page (`/message-task/new`): a plain-text message to chosen
 * colleagues and groups (with their sub-groups); recipients find it among
 * their notice messages.
 */
export function MessageSendScreen({ onSent }: { onSent: () => void }) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [users, setUsers] = useState<PickedUser[]>([]);
  const [groupIds, setGroupIds] = useState<number[]>([]);
  const send = useMutation({ ...messageMutations.send(), onSuccess: onSent });
  const noRecipient = users.length === 0 && groupIds.length === 0;

  return (
    <Stack gap="lg">
      <Title order={2} fz={24}>
        写消息
      </Title>
      <Card withBorder radius="md" p="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate({ title, content, userIds: users.map((u) => u.id), groupIds });
          }}
        >
          <Stack gap="md">
            <ColleaguePicker label="接收人" value={users} onChange={setUsers} />
            <GroupTreePicker label="接收组织" value={groupIds} onChange={setGroupIds} />
            <TextInput
              label="标题"
              required
              maxLength={MESSAGE_TITLE_MAX}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
            <Textarea
              label="内容"
              description="纯文本，可包含链接"
              autosize
              minRows={5}
              maxLength={MESSAGE_CONTENT_MAX}
              value={content}
              onChange={(e) => setContent(e.currentTarget.value)}
            />
            {send.isError ? (
              <Alert color="red" variant="light">
                {send.error.message}
              </Alert>
            ) : null}
            <Group justify="space-between">
              <Text c="dimmed" fz="sm">
                {noRecipient ? '请选择接收人或接收组织' : `已选 ${users.length} 人、${groupIds.length} 个组织`}
              </Text>
              <Button type="submit" loading={send.isPending} disabled={noRecipient || title.trim() === ''}>
                发送
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
