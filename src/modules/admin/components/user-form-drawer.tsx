import { USER_TYPE_NAMES } from '@contract/admin';
import type { roleOptions } from '@contract/admin-users';
import { PASSWORD_RULE_MESSAGE } from '@contract/auth';
import type { OutputOf } from '@contract/endpoint';
import { PERMISSION_NAMES, type PermissionKey } from '@contract/permissions';
import { Alert, Button, Drawer, Group, MultiSelect, PasswordInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useCan } from '@/shared/hooks/use-can';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { GroupSelect } from '@/shared/knowledge/group-select';
import { adminMutations, adminQueries } from '../api/admin-queries';
import { EMPTY_USER, type UserFormErrors, type UserFormValues, validateUserForm } from '../lib/user-form';
import type { AdminUser } from './user-columns';

type Role = OutputOf<typeof roleOptions>[number];

const TYPE_OPTIONS = Object.entries(USER_TYPE_NAMES).map(([value, label]) => ({ value, label }));

const valuesOf = (u: AdminUser): UserFormValues => ({
  username: u.username,
  password: '',
  nickname: u.nickname,
  type: u.type,
  mobile: u.mobile ?? '',
  email: u.email ?? '',
  groupId: u.groupId,
  roleIds: u.roleIds,
  isAdmin: u.isAdmin,
});

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
 * 新建 / 编辑用户 in a drawer: checked with the contract's rules before it is
 * sent; the server's refusal (a taken mobile, a key the caller lacks) shows
 * above the buttons and the drawer stays open.
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
  const creating = user === 'new';
  const [values, setValues] = useState<UserFormValues>(creating ? EMPTY_USER : valuesOf(user));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const roles = useQuery(adminQueries.roles());
  const held = new Set<string>(usePermissions());
  const isAdmin = useCan('admin');
  const create = useMutation({ ...adminMutations.createUser(), onSuccess: onDone });
  const update = useMutation({ ...adminMutations.updateUser(), onSuccess: onDone });
  const failure = create.error ?? update.error;
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateUserForm(values, creating ? 'create' : 'edit');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const fields = {
      nickname: values.nickname.trim(),
      type: values.type ?? 1,
      mobile: values.mobile.trim() || null,
      email: values.email.trim() || null,
      groupId: values.groupId,
      roleIds: values.roleIds,
      // Only an administrator may set the flag; others leave it as it is.
      ...(isAdmin ? { isAdmin: values.isAdmin } : {}),
    };
    if (creating)
      create.mutate({ ...fields, username: values.username.trim(), password: values.password, isAdmin: values.isAdmin });
    else update.mutate({ id: user.id, ...fields });
  };

  const roleData = (roles.data ?? []).map((r) => {
    const lacking = lackingKey(r, held);
    // A role the user already has stays selectable: keeping it grants nothing.
    const locked = lacking !== null && !values.roleIds.includes(r.id);
    return { value: String(r.id), label: locked ? `${r.name}（含您没有的权限「${lacking}」）` : r.name, disabled: locked };
  });

  return (
    <form onSubmit={submit} noValidate aria-label={creating ? '新建用户' : '编辑用户'}>
      <Stack gap="sm">
        {creating ? (
          <>
            <TextInput
              label="用户名"
              description="以字母开头，3 到 32 位字母、数字、下划线、点或横线；创建后不能修改"
              value={values.username}
              onChange={(e) => set('username', e.currentTarget.value)}
              error={errors.username}
              maxLength={32}
              withAsterisk
              autoComplete="off"
            />
            <PasswordInput
              label="初始密码"
              description={`${PASSWORD_RULE_MESSAGE}；用户首次登录须修改`}
              value={values.password}
              onChange={(e) => set('password', e.currentTarget.value)}
              error={errors.password}
              maxLength={64}
              withAsterisk
              autoComplete="new-password"
            />
          </>
        ) : (
          <TextInput label="用户名" value={values.username} readOnly disabled />
        )}
        <TextInput
          label="昵称"
          value={values.nickname}
          onChange={(e) => set('nickname', e.currentTarget.value)}
          error={errors.nickname}
          maxLength={32}
          withAsterisk
        />
        <Select
          label="用户类型"
          data={TYPE_OPTIONS}
          value={values.type === null ? null : String(values.type)}
          onChange={(v) => set('type', v ? Number(v) : null)}
          error={errors.type}
          allowDeselect={false}
          withAsterisk
        />
        <TextInput
          label="手机号"
          value={values.mobile}
          onChange={(e) => set('mobile', e.currentTarget.value)}
          error={errors.mobile}
          maxLength={11}
          inputMode="numeric"
        />
        <TextInput
          label="电子邮箱"
          value={values.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={errors.email}
          maxLength={120}
        />
        <GroupSelect label="组织" value={values.groupId} onChange={(id) => set('groupId', id)} />
        <MultiSelect
          label="角色"
          placeholder={values.roleIds.length ? undefined : '选择角色'}
          data={roleData}
          value={values.roleIds.map(String)}
          onChange={(v) => set('roleIds', v.map(Number))}
          searchable
          clearable
          nothingFoundMessage="没有匹配的角色"
        />
        <Switch
          label="系统管理员（拥有全部权限）"
          description={isAdmin ? undefined : '只有系统管理员可以设置'}
          checked={values.isAdmin}
          onChange={(e) => set('isAdmin', e.currentTarget.checked)}
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
          <Button type="submit" loading={create.isPending || update.isPending}>
            {creating ? '创建' : '保存'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
