import { updateUserInfo } from '@contract/account/account';
import type { UserView } from '@contract/auth/users';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormModal } from '@/shared/form/form-modal';
import { useContractForm } from '@/shared/form/use-contract-form';
import { accountMutations } from '../api/account-queries';

interface FillUserInfoDialogProps {
  opened: boolean;
  onClose: () => void;
  user: UserView;
}

/** Where mobile and e-mail change; a plain href because the settings route is the settings page's own. */
export const SECURITY_SETTINGS_HREF = '#/account/settings?tab=security';

/**
 * The fill-user-info dialog (SPEC §2): the nickname, saved on the server.
 * Mobile and e-mail are shown, not edited: the mobile signs in by SMS, so
 * they change in 账号安全 with a code sent to the new one. The group is
 * shown too: it decides what the user may read, so administrators set it.
 */
export function FillUserInfoDialog({ opened, onClose, user }: FillUserInfoDialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="完善个人资料" size="md">
      {/* Each opening starts from the saved profile. */}
      <FillUserInfoForm onClose={onClose} user={user} />
    </FormModal>
  );
}

function FillUserInfoForm({ onClose, user }: Omit<FillUserInfoDialogProps, 'opened'>) {
  const save = useMutation(accountMutations.updateUserInfo());
  // The MutationCache shows the server's refusal; a nickname refused by its rule goes under the field.
  const { form, onSubmit } = useContractForm({
    schema: updateUserInfo.input,
    initialValues: { nickname: user.nickname },
    error: save.error,
  });
  return (
    <form onSubmit={onSubmit((input) => save.mutate(input, { onSuccess: onClose }))} noValidate>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          完善资料后，同事可以更方便地找到你，消息通知也能及时送达。
        </Text>
        <TextInput label="昵称" withAsterisk {...form.getInputProps('nickname')} maxLength={32} />
        <TextInput label="手机号" value={user.mobile ?? '未绑定'} readOnly />
        <TextInput label="电子邮箱" value={user.email ?? '未绑定'} readOnly />
        <Text fz="xs" c="dimmed">
          手机号和电子邮箱需通过验证码更换，请前往{' '}
          <Anchor href={SECURITY_SETTINGS_HREF} fz="xs">
            账号设置 › 账号安全
          </Anchor>
        </Text>
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
  );
}
