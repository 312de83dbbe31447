import { DECISION_REASON_MAX, plainText } from '@contract/bbs/bbs-inputs';
import { Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { z } from 'zod';
import { FormModal } from '@/shared/form/form-modal';
import { useContractForm } from '@/shared/form/use-contract-form';
import { Buttons, Failure } from '@/shared/ui/dialog-parts';

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  /** What the action does, above the box. */
  description?: ReactNode;
  /** The box's label (驳回原因, 举报原因 …): also the wording of the checks. */
  label: string;
  confirmLabel: string;
  danger?: boolean;
  max?: number;
  pending: boolean;
  /** The server's refusal: under the box when it names it, else above the buttons. */
  error: { message: string } | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/**
 * A dialog that asks for a reason before an action that someone is told about
 * (驳回, 拒绝, 撤销, 举报): the reason is required and bounded by the contract's
 * rule for a reason (`plainText`, worded with the box's label), checked here
 * and again by the server, whose refusal stays in the dialog.
 */
export function ReasonDialog({ opened, title, onClose, ...rest }: ReasonDialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={title}>
      <ReasonForm onClose={onClose} {...rest} />
    </FormModal>
  );
}

function ReasonForm(props: Omit<ReasonDialogProps, 'opened' | 'title'>) {
  const { description, label, confirmLabel, danger, pending, error, onSubmit, onClose } = props;
  const max = props.max ?? DECISION_REASON_MAX;
  const schema = useMemo(() => z.object({ reason: plainText(label, 1, max, `请填写${label}`) }), [label, max]);
  // A refusal that names the box (by its label) goes under it, the rest above the buttons.
  const { form, onSubmit: submit, failure } = useContractForm({ schema, initialValues: { reason: '' }, error });
  return (
    <form onSubmit={submit((input) => onSubmit(input.reason))} noValidate>
      <Stack gap="sm">
        {description ? <Text fz="sm">{description}</Text> : null}
        <Textarea
          label={label}
          required
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('reason')}
          description={`${form.values.reason.trim().length}/${max}`}
          data-autofocus
        />
        <Failure error={failure} />
        <Buttons label={confirmLabel} loading={pending} danger={danger} onCancel={onClose} />
      </Stack>
    </form>
  );
}
