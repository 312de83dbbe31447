import type { GroupView, UserView } from '@contract/users';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { accountMutations } from '../api/account-queries';
import { groupOptions } from '../lib/group-options';
import { validateProfile } from '../lib/validate-profile';

interface FillUserInfoDialogProps {
  opened: boolean;
  onClose: () => void;
  user: UserView;
  groups: GroupView[];
}

/** The fill-user-info dialog (SPEC §2): nickname, mobile, e-mail and group, saved on the server. */
export function FillUserInfoDialog({ opened, onClose, user, groups }: FillUserInfoDialogProps) {
  const [nickname, setNickname] = useState(user.nickname);
  const [mobile, setMobile] = useState(user.mobile ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [groupId, setGroupId] = useState<string | null>(user.groupId ? String(user.groupId) : null);
  const [errors, setErrors] = useState<Partial<ReturnType<typeof validateProfile>>>({});
  const save = useMutation(accountMutations.updateUserInfo());
  const options = useMemo(() => groupOptions(groups), [groups]);

  // Each opening starts from the saved profile.
  useEffect(() => {
    if (!opened) return;
    setNickname(user.nickname);
    setMobile(user.mobile ?? '');
    setEmail(user.email ?? '');
    setGroupId(user.groupId ? String(user.groupId) : null);
    setErrors({});
  }, [opened, user]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = validateProfile({ nickname, mobile, email });
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    try {
      await save.mutateAsync({
        nickname: nickname.trim(),
        mobile: mobile.trim() || null,
        email: email.trim() || null,
        groupId: groupId ? Number(groupId) : null,
      });
      onClose();
    } catch {
      // The MutationCache shows the server's message.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="完善个人资料" centered size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            完善资料后，同事可以更方便地找到你，消息通知也能及时送达。
          </Text>
          <TextInput
            label="昵称"
            withAsterisk
            value={nickname}
            onChange={(e) => setNickname(e.currentTarget.value)}
            error={errors.nickname}
            maxLength={32}
          />
          <TextInput
            label="手机号"
            value={mobile}
            onChange={(e) => setMobile(e.currentTarget.value)}
            error={errors.mobile}
            maxLength={11}
            inputMode="numeric"
          />
          <TextInput
            label="电子邮箱"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
            maxLength={120}
            inputMode="email"
          />
          <Select
            label="所属组织"
            placeholder="请选择所属组织"
            data={options}
            value={groupId}
            onChange={setGroupId}
            searchable
            clearable
            nothingFoundMessage="没有匹配的组织"
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              以后再说
            </Button>
            <Button type="submit" loading={save.isPending}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
