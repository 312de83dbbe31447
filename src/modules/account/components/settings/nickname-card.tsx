import type { UserView } from '@contract/users';
import { Button, Card, Group, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { accountMutations } from '../../api/account-queries';
import { validateProfile } from '../../lib/validate-profile';

/** The nickname, saved alone (mobile and e-mail change with a one-time code elsewhere). */
export function NicknameCard({ me }: { me: UserView }) {
  const [nickname, setNickname] = useState(me.nickname);
  const [error, setError] = useState<string | undefined>();
  const save = useMutation(accountMutations.updateUserInfo());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const message = validateProfile({ nickname }).nickname;
    setError(message);
    if (!message) save.mutate({ nickname: nickname.trim() });
  };

  return (
    <Card withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
      <Title order={3} fz={16} mb="md">
        昵称
      </Title>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          aria-label="昵称"
          value={nickname}
          onChange={(e) => setNickname(e.currentTarget.value)}
          error={error}
          maxLength={32}
          style={{ flex: 1 }}
          maw={360}
        />
        <Button type="submit" loading={save.isPending} disabled={nickname.trim() === me.nickname}>
          保存
        </Button>
      </Group>
    </Card>
  );
}
