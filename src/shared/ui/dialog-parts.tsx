import { Alert, Button, Group, Stack, TreeSelect, type TreeSelectProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** The pieces every management dialog's form ends with (console, forum): the server's refusal, then 取消 and the action. */

export function Failure({ error }: { error: { message: string } | null }) {
  return error ? (
    <Alert color="red" variant="light">
      {error.message}
    </Alert>
  ) : null;
}

export function Buttons({
  label,
  loading,
  onCancel,
  danger,
  disabled,
}: {
  label: string;
  loading: boolean;
  onCancel: () => void;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        取消
      </Button>
      <Button type="submit" loading={loading} disabled={disabled} color={danger ? 'red' : undefined}>
        {label}
      </Button>
    </Group>
  );
}

/** Where a node goes (a move or a merge): the tree, searchable and open, its choice cleared of the last error. */
export function TargetPicker({
  onPick,
  ...props
}: Pick<TreeSelectProps, 'label' | 'description' | 'data' | 'value' | 'error' | 'nothingFoundMessage'> & {
  onPick: (value: string | null) => void;
}) {
  return (
    <TreeSelect
      {...props}
      onChange={onPick}
      defaultExpandAll
      searchable
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A delete dialog's form: what will happen, the server's refusal, 取消 and 删除 (disabled while it must not). */
export function DeleteConfirm({
  children,
  onDelete,
  pending,
  error,
  onCancel,
  disabled,
}: {
  children: ReactNode;
  onDelete: () => void;
  pending: boolean;
  error: { message: string } | null;
  onCancel: () => void;
  disabled?: boolean;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onDelete();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {children}
        <Failure error={error} />
        <Buttons label="删除" danger disabled={disabled} loading={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
