import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX, messageSend } from '@contract/messages/messages';
import { Alert, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { LeaveFormDialog } from '@/shared/form/leave-form-dialog';
import { useContractForm } from '@/shared/form/use-contract-form';
import { ColleaguePicker, GroupTreePicker, type PickedUser } from '@/shared/knowledge/people-pickers';
import { messageMutations } from '../api/message-mutations';

/**
 * The new-message page (`/message-task/new`): a plain-text message to chosen
 * colleagues and groups (with their sub-groups); recipients find it among
 * their notice messages. Leaving it with something written asks first.
 */
export function MessageSendScreen({ onSent }: { onSent: () => void }) {
  const send = useMutation(messageMutations.send());
  const { form, onSubmit, failure, errorOf, blocker } = useContractForm({
    schema: messageSend.input,
    initialValues: { title: '', content: '', users: [] as PickedUser[], groupIds: [] as number[] },
    toInput: ({ users, ...values }) => ({ ...values, userIds: users.map((u) => u.id) }),
    fieldOf: { userIds: 'users' },
    error: send.error,
    guardLeave: true,
  });
  const { users, groupIds, title } = form.values;
  const noRecipient = users.length === 0 && groupIds.length === 0;
  const submit = onSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => {
        // Sent: what was written is no longer at risk, so going to the list is not leaving it.
        form.resetDirty();
        onSent();
      },
    }),
  );

  return (
    <Stack gap="lg">
      <Title order={2} fz={24}>
        写消息
      </Title>
      <Card withBorder radius="md" p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <ColleaguePicker
              label="接收人"
              value={users}
              onChange={(v) => form.setFieldValue('users', v)}
              error={errorOf('users')}
            />
            <GroupTreePicker label="接收组织" value={groupIds} onChange={(v) => form.setFieldValue('groupIds', v)} />
            <TextInput label="标题" required maxLength={MESSAGE_TITLE_MAX} {...form.getInputProps('title')} />
            <Textarea
              label="内容"
              description="纯文本，可包含链接"
              autosize
              minRows={5}
              maxLength={MESSAGE_CONTENT_MAX}
              {...form.getInputProps('content')}
            />
            {failure ? (
              <Alert color="red" variant="light">
                {failure.message}
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
      <LeaveFormDialog blocker={blocker} />
    </Stack>
  );
}
