import { USER_TYPE_NAMES, userCreateText, userUpdate } from '@contract/admin/admin';
import type { roleOptions } from '@contract/admin/admin-users';
import { PASSWORD_RULE_MESSAGE } from '@contract/auth/auth';
import type { OutputOf } from '@contract/platform/endpoint';
import { PERMISSION_NAMES, type PermissionKey } from '@contract/platform/permissions';
import { Alert, Button, Drawer, Group, MultiSelect, PasswordInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useContractForm } from '@/shared/form/use-contract-form';
import { useCan } from '@/shared/hooks/use-can';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { GroupSelect } from '@/shared/knowledge/group-select';
import { adminMutations, adminQueries } from '../api/admin-queries';
import { EMPTY_USER, type UserFormValues, userCreateInput, userFormOf, userUpdateInput } from '../lib/user-form';
import type { AdminUser } from './user-columns';

type Role = OutputOf<typeof roleOptions>[number];

const TYPE_OPTIONS = Object.entries(USER_TYPE_NAMES).map(([value, label]) => ({ value, label }));

/** Why the caller may not hand out a role: the first of its keys he lacks (the server's grant ceiling). */
function lackingKey(role: Role, held: ReadonlySet<string>): string | null {
  const key = role.permissions.find((k) => !held.has(k));
  return key ? PERMISSION_NAMES[key as PermissionKey] : null;
}

interface UserFormDrawerProps {
  /** The user edited, `'new'` for a new one, null when closed. */
  user: AdminUser | 'new' | null;
  onClose: () => void;
}

/**
 * 新建 / 编辑用户 in a drawer: userCreate's (with the initial password as
 * typed) and userUpdate's schemas judge it before it is sent; the server's
 * refusal (a taken mobile, a key the caller lacks) shows under its field or
 * above the buttons, and the drawer stays open.
 */
export function UserFormDrawer({ user, onClose }: UserFormDrawerProps) {
  return (
    <Drawer
      opened={user !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={user === 'new' ? '新建用户' : user ? `编辑用户：${user.nickname}` : ''}
    >
      {user !== null ? <UserForm key={user === 'new' ? 'new' : user.id} user={user} onDone={onClose} /> : null}
    </Drawer>
  );
}

function UserForm({ user, onDone }: { user: AdminUser | 'new'; onDone: () => void }) {
  return user === 'new' ? <CreateForm onDone={onDone} /> : <EditForm user={user} onDone={onDone} />;
}

function CreateForm({ onDone }: { onDone: () => void }) {
  const create = useMutation({ ...adminMutations.createUser(), onSuccess: onDone });
  const { form, onSubmit, failure } = useContractForm({
    schema: userCreateText,
    initialValues: EMPTY_USER,
    toInput: userCreateInput,
    error: create.error,
  });
  return (
    <UserFields
      form={form}
      failure={failure}
      pending={create.isPending}
      onSubmit={onSubmit((input) => create.mutate(input))}
      onDone={onDone}
    />
  );
}

function EditForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const canSetAdmin = useCan('admin');
  const update = useMutation({ ...adminMutations.updateUser(), onSuccess: onDone });
  const { form, onSubmit, failure } = useContractForm({
    schema: userUpdate.input,
    initialValues: userFormOf(user),
    toInput: (v) => userUpdateInput(v, canSetAdmin),
    error: update.error,
  });
  return (
    <UserFields
      form={form}
      failure={failure}
      pending={update.isPending}
      onSubmit={onSubmit((input) => update.mutate({ id: user.id, ...input }))}
      onDone={onDone}
      editing
    />
  );
}

interface UserFieldsProps {
  form: UseFormReturnType<UserFormValues>;
  failure: { message: string } | null;
  pending: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onDone: () => void;
  editing?: boolean;
}

function UserFields({ form, failure, pending, onSubmit, onDone, editing = false }: UserFieldsProps) {
  const creating = !editing;
  const values = form.values;
  const roles = useQuery(adminQueries.roles());
  const held = new Set<string>(usePermissions());
  const isAdmin = useCan('admin');

  const roleData = (roles.data ?? []).map((r) => {
    const lacking = lackingKey(r, held);
    // A role the user already has stays selectable: keeping it grants nothing.
    const locked = lacking !== null && !values.roleIds.includes(r.id);
    return { value: String(r.id), label: locked ? `${r.name}（含您没有的权限「${lacking}」）` : r.name, disabled: locked };
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={creating ? '新建用户' : '编辑用户'}>
      <Stack gap="sm">
        {creating ? (
          <>
            <TextInput
              label="用户名"
              description="以字母开头，3 到 32 位字母、数字、下划线、点或横线；创建后不能修改"
              {...form.getInputProps('username')}
              maxLength={32}
              withAsterisk
              autoComplete="off"
            />
            <PasswordInput
              label="初始密码"
              description={`${PASSWORD_RULE_MESSAGE}；用户首次登录须修改`}
              {...form.getInputProps('password')}
              maxLength={64}
              withAsterisk
              autoComplete="new-password"
            />
          </>
        ) : (
          <TextInput label="用户名" value={values.username} readOnly disabled />
        )}
        <TextInput label="昵称" {...form.getInputProps('nickname')} maxLength={32} withAsterisk />
        <Select
          label="用户类型"
          data={TYPE_OPTIONS}
          value={values.type === null ? null : String(values.type)}
          onChange={(v) => form.setFieldValue('type', v ? Number(v) : null)}
          error={form.errors.type}
          allowDeselect={false}
          withAsterisk
        />
        <TextInput label="手机号" {...form.getInputProps('mobile')} maxLength={11} inputMode="numeric" />
        <TextInput label="电子邮箱" {...form.getInputProps('email')} maxLength={120} />
        <GroupSelect label="组织" value={values.groupId} onChange={(id) => form.setFieldValue('groupId', id)} />
        <MultiSelect
          label="角色"
          placeholder={values.roleIds.length ? undefined : '选择角色'}
          data={roleData}
          value={values.roleIds.map(String)}
          onChange={(v) => form.setFieldValue('roleIds', v.map(Number))}
          searchable
          clearable
          nothingFoundMessage="没有匹配的角色"
        />
        <Switch
          label="系统管理员（拥有全部权限）"
          description={isAdmin ? undefined : '只有系统管理员可以设置'}
          {...form.getInputProps('isAdmin', { type: 'checkbox' })}
          disabled={!isAdmin}
          mt="xs"
        />
        {failure ? (
          <Alert color="red" variant="light" title="未能保存">
            {failure.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            取消
          </Button>
          <Button type="submit" loading={pending}>
            {creating ? '创建' : '保存'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
