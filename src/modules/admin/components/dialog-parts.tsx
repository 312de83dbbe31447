import { Alert, Button, Group, TreeSelect, type TreeSelectProps } from '@mantine/core';

/** The pieces every console dialog's form ends with: the server's refusal, then 取消 and the action. */

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
