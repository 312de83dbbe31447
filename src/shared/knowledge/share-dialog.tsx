import { Alert, Button, Group, Modal, MultiSelect, Stack, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toastSuccess } from '@/shared/lib/toast';
import { detailMutations } from './api/interaction-mutations';
import { referenceQueries } from './api/reference-queries';
import type { KnowledgeScope } from './scope';

interface ShareDialogProps {
  scope: KnowledgeScope;
  knowledgeId: number;
  opened: boolean;
  onClose: () => void;
}

/** '分享给同事': pick colleagues (searched on the server) and send them the item with a note. */
export function ShareDialog({ scope, knowledgeId, opened, onClose }: ShareDialogProps) {
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const [note, setNote] = useState('');
  const users = useQuery({ ...referenceQueries.users(keyword), enabled: opened });
  const share = useMutation(detailMutations.share(scope));

  // Chosen colleagues stay listed (with their names) while the search moves on.
  const data = useMemo(() => {
    const options = new Map(picked);
    for (const u of users.data ?? []) {
      // Visitors are not told usernames and groups (the server sends null).
      const about = [u.username, u.groupName].filter(Boolean).join(' · ');
      options.set(String(u.id), about ? `${u.nickname}（${about}）` : u.nickname);
    }
    return [...options].map(([value, label]) => ({ value, label }));
  }, [users.data, picked]);

  const close = () => {
    setPicked(new Map());
    setNote('');
    setSearch('');
    share.reset();
    onClose();
  };
  const send = () =>
    share.mutate(
      { knowledgeId, userIds: [...picked.keys()].map(Number), note },
      {
        onSuccess: (r) => {
          toastSuccess(`已分享给${r.sent}位同事`);
          close();
        },
      },
    );

  return (
    <Modal opened={opened} onClose={close} title="分享给同事" centered>
      <Stack gap="md">
        <MultiSelect
          label="分享对象"
          placeholder={picked.size === 0 ? '输入姓名或用户名查找' : undefined}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={data}
          value={[...picked.keys()]}
          onChange={(ids) => {
            const labels = new Map(data.map((d) => [d.value, d.label]));
            setPicked(new Map(ids.map((id) => [id, labels.get(id) ?? id])));
          }}
          // The server already matched the keyword (names, usernames); do not filter again.
          filter={({ options }) => options}
          nothingFoundMessage={users.isFetching ? '查找中…' : '没有找到匹配的同事'}
          maxValues={50}
          hidePickedOptions
          comboboxProps={{ withinPortal: true, hideDetached: false }}
        />
        <Textarea
          label="附言"
          placeholder="选填，最多200个字"
          maxLength={200}
          autosize
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {share.error ? (
          <Alert color="red" variant="light">
            {share.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            取消
          </Button>
          <Button onClick={send} loading={share.isPending} disabled={picked.size === 0}>
            发送
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
