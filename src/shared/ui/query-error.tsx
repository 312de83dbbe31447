import { Alert, Button, Group, Text } from '@mantine/core';

export interface QueryErrorProps {
  /** The failed query's error; nothing is drawn while it is null or undefined. */
  error: Error | null | undefined;
  /** Offers "重试" when given (usually the query's `refetch`). */
  onRetry?: () => unknown;
  /** `inline` for a line inside a card or a side panel; `block` (default) for a section of a screen. */
  variant?: 'block' | 'inline';
}

/**
 * How every screen shows a query that failed: the server's Chinese message
 * (the HTTP client already turned envelopes and network failures into one),
 * and a retry where the caller can offer one. One look for the whole app.
 */
export function QueryError({ error, onRetry, variant = 'block' }: QueryErrorProps) {
  if (!error) return null;
  const retry = onRetry ? (
    <Button size="compact-xs" variant="subtle" color="red" onClick={() => void onRetry()}>
      重试
    </Button>
  ) : null;
  if (variant === 'inline')
    return (
      <Group gap={4} role="alert">
        <Text c="red" fz="sm">
          {error.message}
        </Text>
        {retry}
      </Group>
    );
  return (
    <Alert color="red" role="alert" title="加载失败">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fz="sm">{error.message}</Text>
        {retry}
      </Group>
    </Alert>
  );
}
