import { Alert, Button, Group } from '@mantine/core';

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
