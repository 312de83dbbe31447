import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX } from '@contract/messages';
import { Alert, Button, Card, Group, MultiSelect, Stack, Text, Textarea, TextInput, Title, TreeSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { groupTreeData } from '@/shared/knowledge/lib/group-options';
import { messageMutations } from '../api/message-mutations';

/** Colleagues found by name, the picked ones kept among the options so their pills keep their names. */
function RecipientPicker({ value, onChange }: { value: Map<number, string>; onChange: (v: Map<number, string>) => void }) {
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const { data: found } = useQuery({ ...referenceQueries.users(keyword), enabled: keyword.length > 0 });
  const options = useMemo(() => {
    const map = new Map(value);
    for (const u of found ?? []) if (!map.has(u.id)) map.set(u.id, u.groupName ? `${u.nickname}（${u.groupName}）` : u.nickname);
    return map;
  }, [value, found]);
  return (
    <MultiSelect<number>
      label="接收人"
      placeholder="输入姓名或用户名查找同事"
      data={[...options].map(([id, label]) => ({ value: id, label }))}
      value={[...value.keys()]}
      onChange={(ids) => onChange(new Map(ids.map((id) => [id, options.get(id) ?? String(id)])))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      nothingFoundMessage={keyword ? '没有找到同事' : '输入关键词开始查找'}
    />
  );
}

/**
 * The new-message page (`/message-task/new`): a plain-text message to chosen
 * colleagues and groups (with their sub-groups); recipients find it among
 * their notice messages.
 */
export function MessageSendScreen({ onSent }: { onSent: () => void }) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [users, setUsers] = useState<Map<number, string>>(new Map());
  const [groupIds, setGroupIds] = useState<number[]>([]);
  const { data: groups } = useQuery(referenceQueries.groups());
  const tree = useMemo(() => groupTreeData(groups ?? []), [groups]);
  const send = useMutation({ ...messageMutations.send(), onSuccess: onSent });
  const noRecipient = users.size === 0 && groupIds.length === 0;

  return (
    <Stack gap="lg">
      <Title order={2} fz={24}>
        写消息
      </Title>
      <Card withBorder radius="md" p="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate({ title, content, userIds: [...users.keys()], groupIds });
          }}
        >
          <Stack gap="md">
            <RecipientPicker value={users} onChange={setUsers} />
            <TreeSelect
              mode="checkbox"
              checkStrictly
              label="接收组织"
              placeholder="选择组织（含下级组织）"
              data={tree}
              value={groupIds.map(String)}
              onChange={(ids) => setGroupIds(ids.map(Number))}
              searchable
              nothingFoundMessage="没有匹配的组织"
            />
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
                {noRecipient ? '请选择接收人或接收组织' : `已选 ${users.size} 人、${groupIds.length} 个组织`}
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
