import { MENU_ALIAS_MAX, type menuAliasList, menuAliasUpdate } from '@contract/admin/admin-config';
import type { OutputOf } from '@contract/platform/endpoint';
import { Alert, Button, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BUILT_MENU_CODES } from '@/shared/config/built-menus';
import { useContractForm } from '@/shared/form/use-contract-form';
import { QueryError } from '@/shared/ui/query-error';
import { configMutations, configQueries } from '../api/config-queries';

type Menu = OutputOf<typeof menuAliasList>[number];

/** The header's module names (`menuTitle`): each renamed or brought back to its default. */
export function MenuAliasesPanel() {
  const query = useQuery(configQueries.menus());
  return (
    <Paper withBorder radius="md" p="md">
      <Text fz="sm" c="dimmed" mb="sm">
        页头导航中各模块显示的名称。清空后保存即恢复默认名称；已打开的页面在用户切回时更新。
      </Text>
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <Table.ScrollContainer minWidth={620}>
        <Table verticalSpacing="sm" aria-label="菜单名称">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={140}>模块（默认名称）</Table.Th>
              <Table.Th w={200}>页面</Table.Th>
              <Table.Th>显示名称</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(query.data ?? [])
              .filter((m) => BUILT_MENU_CODES.has(m.code))
              .map((m) => (
                <MenuRow key={`${m.id}:${m.menuAlias}`} menu={m} />
              ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function MenuRow({ menu }: { menu: Menu }) {
  const rename = useMutation(configMutations.renameMenu());
  const { form, onSubmit, failure } = useContractForm({
    schema: menuAliasUpdate.input,
    initialValues: { menuAlias: menu.menuAlias },
    // An emptied name brings the default back rather than leaving the entry nameless.
    toInput: ({ menuAlias }) => ({ menuAlias: menuAlias.trim() || menu.defaultAlias }),
    error: rename.error,
  });
  const save = ({ menuAlias }: { menuAlias: string }) => {
    form.setFieldValue('menuAlias', menuAlias);
    rename.mutate({ id: menu.id, menuAlias });
  };
  return (
    <Table.Tr>
      <Table.Td>{menu.defaultAlias}</Table.Td>
      <Table.Td>
        <Text fz="xs" ff="monospace" c="dimmed">
          {menu.path}
        </Text>
      </Table.Td>
      <Table.Td>
        <form onSubmit={onSubmit(save)}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={`${menu.defaultAlias}的显示名称`}
              {...form.getInputProps('menuAlias')}
              maxLength={MENU_ALIAS_MAX + 5}
              w={180}
            />
            <Button
              type="submit"
              variant="default"
              loading={rename.isPending}
              disabled={form.values.menuAlias.trim() === menu.menuAlias}
            >
              保存
            </Button>
            {menu.menuAlias !== menu.defaultAlias ? (
              <Button
                variant="subtle"
                onClick={() => save({ menuAlias: menu.defaultAlias })}
                aria-label={`恢复默认：${menu.defaultAlias}`}
              >
                恢复默认
              </Button>
            ) : null}
          </Group>
          {failure ? (
            <Alert color="red" variant="light" p="xs" mt={6}>
              {failure.message}
            </Alert>
          ) : null}
        </form>
      </Table.Td>
    </Table.Tr>
  );
}
