import { updateUserInfo } from '@contract/account/account';
import type { UserView } from '@contract/auth/users';
import { Button, Card, Group, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useContractForm } from '@/shared/form/use-contract-form';
import { accountMutations } from '../../api/account-queries';

/** The nickname, saved alone (mobile and e-mail change with a one-time code elsewhere). */
export function NicknameCard({ me }: { me: UserView }) {
  const save = useMutation(accountMutations.updateUserInfo());
  // The MutationCache shows the server's refusal; a nickname refused by its rule goes under the field.
  const { form, onSubmit } = useContractForm({
    schema: updateUserInfo.input,
    initialValues: { nickname: me.nickname },
    error: save.error,
  });
  return (
    <Card withBorder radius="md" p="lg" component="form" onSubmit={onSubmit((input) => save.mutate(input))} noValidate>
      <Title order={3} fz={16} mb="md">
        昵称
      </Title>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput aria-label="昵称" {...form.getInputProps('nickname')} maxLength={32} style={{ flex: 1 }} maw={360} />
        <Button type="submit" loading={save.isPending} disabled={form.values.nickname.trim() === me.nickname}>
          保存
        </Button>
      </Group>
    </Card>
  );
}
