import { USER_IMPORT_MAX_BYTES, USER_IMPORT_MAX_ROWS, userImportForm } from '@contract/admin/admin-users';
import { PASSWORD_RULE_MESSAGE } from '@contract/auth/auth';
import { Alert, Button, FileInput, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormModal } from '@/shared/form/form-modal';
import { useContractForm } from '@/shared/form/use-contract-form';
import { ImportReport } from '@/shared/ui/import-report';
import { adminMutations, downloadUserTemplate } from '../api/admin-queries';

const MAX_MB = USER_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * 导入用户: the template, a filled-in file and the imported users' initial
 * password. Every row is checked first; a refused file imports nothing and
 * its report lists each problem by row and field.
 */
export function ImportUsersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title="导入用户" size="lg">
      <ImportForm onDone={onClose} />
    </FormModal>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const run = useMutation(adminMutations.importUsers());
  const result = run.data;
  const { form, onSubmit, failure } = useContractForm({
    schema: userImportForm,
    initialValues: { file: null as File | null, password: '' },
    error: run.error,
  });
  return (
    <form onSubmit={onSubmit((input) => run.mutate(input))} noValidate>
      <Stack gap="sm">
        <Text fz="sm">
          {`按模板填写工作表“用户”，一个文件最多 ${USER_IMPORT_MAX_ROWS.toLocaleString()} 行、${MAX_MB} MB。有任何一行不合格时整个文件都不导入。`}
        </Text>
        <Group gap="xs">
          <Button variant="light" size="compact-sm" onClick={() => void downloadUserTemplate()}>
            下载导入模板
          </Button>
        </Group>
        <FileInput
          label="导入文件"
          placeholder="选择 .xlsx 文件"
          accept=".xlsx"
          clearable
          clearButtonProps={{ 'aria-label': '清除所选文件' }}
          {...form.getInputProps('file')}
          onChange={(f) => {
            form.setFieldValue('file', f);
            // A report belongs to the file it judged.
            run.reset();
          }}
          withAsterisk
        />
        <PasswordInput
          label="初始密码"
          description={`${PASSWORD_RULE_MESSAGE}；导入的用户首次登录须修改`}
          {...form.getInputProps('password')}
          maxLength={64}
          autoComplete="new-password"
          withAsterisk
        />
        {failure ? (
          <Alert color="red" variant="light" title="文件无法导入">
            {failure.message}
          </Alert>
        ) : null}
        {result && result.issueCount > 0 ? (
          <>
            <Alert color="red" variant="light" title={`校验未通过：${result.issueCount} 个问题，文件中的用户均未导入`}>
              共 {result.rows} 行。请按下表修改文件后重新上传。
            </Alert>
            <ImportReport issues={result.issues} total={result.issueCount} />
          </>
        ) : null}
        {result?.imported ? (
          <Alert color="green" variant="light" title="导入完成">
            已导入 {result.created} 名用户，他们首次登录时须修改初始密码。
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {result?.imported ? '完成' : '取消'}
          </Button>
          {result?.imported ? null : (
            <Button type="submit" loading={run.isPending}>
              导入
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
