import { Alert } from '@mantine/core';

/** The server's refusal, shown under the form it belongs to. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" py="xs">
      {message}
    </Alert>
  );
}
