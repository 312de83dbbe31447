import type { roleList } from '@contract/admin';
import type { OutputOf } from '@contract/endpoint';
import type { PermissionKey } from '@contract/permissions';
import { DATA_SCOPE, DATA_SCOPE_NAMES, type DataScope } from '@contract/reports';
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { roleMutations } from '../api/role-queries';
import { PermissionMatrix } from './permission-matrix';

export type RoleRow = OutputOf<typeof roleList>[number];

const nameError = (name: string) =>
  !name.trim() ? '角色名称不能为空' : name.trim().length > 50 ? '角色名称最多50个字' : undefined;

/**
 * One role's name, report data scope and keys. The administrators' role keeps
 * its name and keys; the server checks the same and the grant ceiling again.
 */
export function RoleEditor({ role, onDeleted }: { role: RoleRow; onDeleted: () => void }) {
  const mine = new Set(usePermissions());
  const [name, setName] = useState(role.name);
  const [scope, setScope] = useState<DataScope>(role.dataScope);
  const [keys, setKeys] = useState<PermissionKey[]>(role.permissions);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useMutation(roleMutations.update());
  const remove = useMutation(roleMutations.remove());
  const dirty = name.trim() !== role.name || scope !== role.dataScope || keys.join() !== role.permissions.join();
  const error = touched ? nameError(name) : undefined;

  const save = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (nameError(name)) return;
    update.mutate({ id: role.id, name: name.trim(), dataScope: scope, permissions: keys });
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="角色名称"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={error}
            disabled={role.system}
            description={role.system ? '系统管理员角色的名称和权限不能修改' : undefined}
            maxLength={60}
            w={280}
          />
          <Radio.Group
            label="报表数据范围"
            value={String(scope)}
            onChange={(v) => setScope(Number(v) as DataScope)}
            description="持有统计报表权限时可查看的组织范围"
          >
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
          <PermissionMatrix value={keys} onChange={setKeys} editable={(k) => mine.has(k)} disabled={role.system} />
        </div>
        {update.error ? (
          <Alert color="red" variant="light">
            {update.error.message}
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
                setName(role.name);
                setScope(role.dataScope);
                setKeys(role.permissions);
                setTouched(false);
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
    </form>
  );
}
