import { roleCreate } from '@contract/admin/admin';
import { DATA_SCOPE } from '@contract/reports/reports';
import { Alert, Badge, Button, Grid, Group, NavLink, Paper, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormModal } from '@/shared/form/form-modal';
import { useContractForm } from '@/shared/form/use-contract-form';
import { QueryError } from '@/shared/ui/query-error';
import { roleMutations, roleQueries } from '../api/role-queries';
import { RoleEditor } from '../components/role-editor';
import { RoleMembers } from '../components/role-members';
import type { ConsoleSearch } from '../lib/console-search';

interface RolesScreenProps {
  search: ConsoleSearch;
  onChange: (next: Partial<ConsoleSearch>) => void;
}

/**
 * `/admin/roles` (角色): the roles beside one role's editor — its name, the
 * report data scope and a matrix of every permission key by module — and
 * its members. The role, the tab and the members' page are in the URL.
 */
export function RolesScreen({ search, onChange }: RolesScreenProps) {
  const query = useQuery(roleQueries.list());
  const [creating, setCreating] = useState(false);
  const roles = query.data ?? [];
  const role = roles.find((r) => r.id === search.roleId) ?? roles[0];
  const tab = search.tab === 'members' ? 'members' : 'permissions';
  const pick = (next: Partial<ConsoleSearch>) => onChange({ keyword: undefined, page: 1, ...next });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz={24}>
          角色
        </Title>
        <Button onClick={() => setCreating(true)}>新建角色</Button>
      </Group>
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder radius="md" p={4} component="nav" aria-label="角色列表">
            {roles.map((r) => (
              <NavLink
                key={r.id}
                component="button"
                label={r.name}
                active={r.id === role?.id}
                onClick={() => pick({ roleId: r.id, tab: undefined })}
                rightSection={
                  <Badge variant="light" color="gray" title="持有该角色的用户数">
                    {r.userCount} 人
                  </Badge>
                }
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {role ? (
            <Paper withBorder radius="md" p="md">
              <Tabs value={tab} onChange={(v) => pick({ roleId: role.id, tab: v === 'members' ? 'members' : undefined })}>
                <Tabs.List mb="md">
                  <Tabs.Tab value="permissions">权限与数据范围</Tabs.Tab>
                  <Tabs.Tab value="members">成员（{role.userCount}）</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="permissions">
                  {/* A fresh form per role and per saved version: the server's answer is what it shows. */}
                  <RoleEditor
                    key={`${role.id}:${role.name}:${role.dataScope}:${role.permissions.join()}`}
                    role={role}
                    onDeleted={() => pick({ roleId: undefined, tab: undefined })}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="members">
                  {tab === 'members' ? <RoleMembers roleId={role.id} search={search} onChange={onChange} /> : null}
                </Tabs.Panel>
              </Tabs>
            </Paper>
          ) : null}
        </Grid.Col>
      </Grid>
      <CreateRoleModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => pick({ roleId: id, tab: undefined })}
      />
    </Stack>
  );
}

/** A new role starts with a name and no keys; the editor then grants them. */
function CreateRoleModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="新建角色">
      <CreateRoleForm onClose={onClose} onCreated={onCreated} />
    </FormModal>
  );
}

function CreateRoleForm({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const create = useMutation(roleMutations.create());
  const { form, onSubmit, failure } = useContractForm({
    schema: roleCreate.input,
    initialValues: { name: '' },
    toInput: ({ name }) => ({ name, permissions: [], dataScope: DATA_SCOPE.ownGroup }),
    error: create.error,
  });
  const submit = onSubmit((input) =>
    create.mutate(input, {
      onSuccess: (role) => {
        onClose();
        onCreated(role.id);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="角色名称" {...form.getInputProps('name')} maxLength={60} data-autofocus />
        {failure ? (
          <Alert color="red" variant="light">
            {failure.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" loading={create.isPending}>
            创建
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
