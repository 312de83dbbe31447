import { Button } from '@mantine/core';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { ApiError } from '@/shared/lib/api-error';
import { QueryError } from '@/shared/ui/query-error';
import type { Decision } from '../api/community-mutations';
import { ReasonDialog } from './reason-dialog';

interface DecisionFlowOptions<T, TData> {
  /** The decide mutation (topic proposal, expert application …). */
  mutation: UseMutationOptions<TData, ApiError, Decision>;
  idOf: (item: T) => number;
  /** The name the buttons are labelled with (通过：name). */
  nameOf: (item: T) => string;
  /** The refusal dialog's title and what it tells the admin about the item. */
  refusal: { title: string; describe: (item: T) => ReactNode };
}

/**
 * The approve-or-refuse flow of a forum admin queue (topic proposals, expert
 * applications): 通过 decides at once, 拒绝 asks for the reason the member is
 * told. Returns the row's buttons, the list's error (an approval refused by
 * the server; a refusal's error stays in its dialog) and the dialog to mount.
 */
export function useDecisionFlow<T, TData>({ mutation, idOf, nameOf, refusal }: DecisionFlowOptions<T, TData>) {
  const decide = useMutation(mutation);
  const [refusing, setRefusing] = useState<T | null>(null);
  const close = () => {
    setRefusing(null);
    decide.reset();
  };
  const buttons = (item: T) => (
    <>
      <Button
        size="compact-sm"
        aria-label={`通过：${nameOf(item)}`}
        loading={decide.isPending && decide.variables?.id === idOf(item)}
        onClick={() => decide.mutate({ id: idOf(item), approve: true, reason: '' })}
      >
        通过
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        aria-label={`拒绝：${nameOf(item)}`}
        onClick={() => setRefusing(() => item)}
      >
        拒绝
      </Button>
    </>
  );
  const error = decide.error && refusing === null ? <QueryError error={decide.error} /> : null;
  const dialog = (
    <ReasonDialog
      opened={refusing !== null}
      title={refusal.title}
      description={refusing === null ? null : refusal.describe(refusing)}
      label="拒绝原因"
      confirmLabel="拒绝"
      danger
      pending={decide.isPending}
      error={decide.error}
      onSubmit={(reason) =>
        refusing !== null && decide.mutate({ id: idOf(refusing), approve: false, reason }, { onSuccess: close })
      }
      onClose={close}
    />
  );
  return { buttons, error, dialog };
}
