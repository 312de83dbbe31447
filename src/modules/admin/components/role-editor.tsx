import { type roleList, roleUpdate } from '@contract/admin/admin';
import type { OutputOf } from '@contract/platform/endpoint';
import { DATA_SCOPE, DATA_SCOPE_NAMES, type DataScope } from '@contract/reports/reports';
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { LeaveFormDialog } from '@/shared/form/leave-form-dialog';
import { useContractForm } from '@/shared/form/use-contract-form';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { roleMutations } from '../api/role-queries';
import { PermissionMatrix } from './permission-matrix';

export type RoleRow = OutputOf<typeof roleList>[number];

/**
 * One role's name, report data scope and keys. The administrators' role keeps
 * its name and keys; the server checks the same and the grant ceiling again.
 */
export function RoleEditor({ role, onDeleted }: { role: RoleRow; onDeleted: () => void }) {
  const mine = new Set(usePermissions());
  const [confirming, setConfirming] = useState(false);
  const update = useMutation(roleMutations.update());
  const remove = useMutation(roleMutations.remove());
  const { form, onSubmit, failure, blocker } = useContractForm({
    schema: roleUpdate.input,
    // Radio values are strings; the scope goes back to its number in toInput.
    initialValues: { name: role.name, dataScope: String(role.dataScope), permissions: role.permissions },
    toInput: (values) => ({ ...values, dataScope: Number(values.dataScope) as DataScope }),
    error: update.error,
    // Picking another role, tab or page with unsaved changes asks first.
    guardLeave: true,
  });
  const dirty = form.isDirty();
  const keys = form.values.permissions;
  const save = onSubmit((input) => update.mutate({ id: role.id, ...input }));

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="角色名称"
            {...form.getInputProps('name')}
            disabled={role.system}
            description={role.system ? '系统管理员角色的名称和权限不能修改' : undefined}
            maxLength={60}
            w={280}
          />
          <Radio.Group label="报表数据范围" {...form.getInputProps('dataScope')} description="持有统计报表权限时可查看的组织范围">
            <Group gap="md" mt={6}>
              {[DATA_SCOPE.all, DATA_SCOPE.ownGroup].map((s) => (
                <Radio key={s} value={String(s)} label={DATA_SCOPE_NAMES[s]} />
              ))}
            </Group>
          </Radio.Group>
        </Group>
        <div>
          <Text fw={600} mb={6}>
            权限（已选 {keys.length} 项）
          </Text>
          <PermissionMatrix
            value={keys}
            onChange={(next) => form.setFieldValue('permissions', next)}
            editable={(k) => mine.has(k)}
            disabled={role.system}
          />
        </div>
        {failure ? (
          <Alert color="red" variant="light">
            {failure.message}
          </Alert>
        ) : null}
        {remove.error ? (
          <Alert color="red" variant="light">
            {remove.error.message}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="red"
            disabled={role.system || role.userCount > 0}
            title={role.userCount > 0 ? `该角色仍有 ${role.userCount} 位用户使用，不能删除` : undefined}
            loading={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            删除角色
          </Button>
          <Group gap="sm">
            <Button
              variant="default"
              disabled={!dirty}
              onClick={() => {
                form.reset();
                update.reset();
              }}
            >
              撤销修改
            </Button>
            <Button type="submit" disabled={!dirty} loading={update.isPending}>
              保存
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="删除角色"
        confirmLabel="删除"
        danger
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(role.id, {
            onSuccess: onDeleted,
            onSettled: () => setConfirming(false),
          })
        }
      >
        {`确定删除角色“${role.name}”吗？删除后不能恢复。`}
      </ConfirmModal>
      <LeaveFormDialog blocker={blocker} />
    </form>
  );
}
