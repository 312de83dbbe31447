import type { UserView } from '@contract/users';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { accountMutations } from '../api/account-queries';
import { validateProfile } from '../lib/validate-profile';

interface FillUserInfoDialogProps {
  opened: boolean;
  onClose: () => void;
  user: UserView;
}

/**
 * The fill-user-info dialog (SPEC §2): nickname, mobile and e-mail, saved on
 * the server. The group is shown, not edited: it decides what the user may
 * read, so administrators set it.
 */
export function FillUserInfoDialog({ opened, onClose, user }: FillUserInfoDialogProps) {
  const [nickname, setNickname] = useState(user.nickname);
  const [mobile, setMobile] = useState(user.mobile ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [errors, setErrors] = useState<Partial<ReturnType<typeof validateProfile>>>({});
  const save = useMutation(accountMutations.updateUserInfo());

  // Each opening starts from the saved profile.
  useEffect(() => {
    if (!opened) return;
    setNickname(user.nickname);
    setMobile(user.mobile ?? '');
    setEmail(user.email ?? '');
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
          <TextInput
            label="所属组织"
            value={user.groupName ?? '未分配'}
            readOnly
            description="所属组织由管理员设置，如需调整请联系管理员"
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
