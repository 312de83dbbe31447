import { visitorBind, visitorCode } from '@contract/auth/auth';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormModal } from '@/shared/form/form-modal';
import { parsedFor, useContractForm } from '@/shared/form/use-contract-form';
import { CodeInput } from '@/shared/ui/code-input';
import { Failure } from '@/shared/ui/dialog-parts';
import { authMutations } from '../api/auth-mutations';

interface BindVisitorModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The bind-user modal (SPEC §2): a visitor links the account to a staff
 * account by the staff member's mobile and a code sent to it. Loaded by the
 * signed-in shell, never by the sign-in screen, so it is on the one form layer.
 */
export function BindVisitorModal({ opened, onClose }: BindVisitorModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="绑定员工账号" size="md">
      <BindForm onClose={onClose} />
    </FormModal>
  );
}

function BindForm({ onClose }: { onClose: () => void }) {
  const sendCode = useMutation(authMutations.visitorCode());
  const bind = useMutation(authMutations.visitorBind());
  const { form, onSubmit, failure, errorOf } = useContractForm({
    schema: visitorBind.input,
    initialValues: { mobile: '', code: '' },
    error: bind.error,
  });
  // The code goes to the mobile the code endpoint accepts; its refusal shows under the mobile.
  const send = () =>
    parsedFor(form, 'mobile', visitorCode.input, { mobile: form.values.mobile, purpose: 'bind' }).then((input) =>
      sendCode.mutateAsync(input),
    );
  return (
    <form onSubmit={onSubmit((input) => bind.mutate(input, { onSuccess: onClose }))} noValidate>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          当前为访客账号。绑定员工账号后，可查看与您岗位相关的全部知识内容。
        </Text>
        <TextInput
          label="员工手机号"
          placeholder="请输入员工账号登记的手机号"
          {...form.getInputProps('mobile')}
          maxLength={11}
          inputMode="numeric"
        />
        <CodeInput
          value={form.values.code}
          onChange={(code) => form.setFieldValue('code', code)}
          error={errorOf('code')}
          send={send}
        />
        <Failure error={failure} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            稍后绑定
          </Button>
          <Button type="submit" loading={bind.isPending}>
            立即绑定
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
