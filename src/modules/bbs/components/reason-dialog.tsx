import { DECISION_REASON_MAX } from '@contract/bbs-inputs';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
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
  /** The server's refusal, shown above the buttons. */
  error: { message: string } | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Why a reason is refused before it is sent (the server checks the same). */
export function reasonProblem(label: string, text: string, max: number): string | null {
  const reason = text.trim();
  if (!reason) return `请填写${label}`;
  if (reason.length > max) return `${label}最多${max}个字`;
  return null;
}

/**
 * A dialog that asks for a reason before an action that someone is told about
 * (驳回, 拒绝, 撤销, 举报): the reason is required and bounded, checked here and
 * again by the server, whose refusal stays in the dialog.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { opened, title, description, label, confirmLabel, danger, pending, error, onSubmit, onClose } = props;
  const max = props.max ?? DECISION_REASON_MAX;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setText('');
      setProblem(null);
    }
  }, [opened]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = reasonProblem(label, text, max);
    setProblem(found);
    if (!found) onSubmit(text.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': '关闭' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {description ? <Text fz="sm">{description}</Text> : null}
          <Textarea
            label={label}
            required
            autosize
            minRows={3}
            maxRows={8}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              if (problem) setProblem(null);
            }}
            error={problem}
            description={`${text.trim().length}/${max}`}
            data-autofocus
          />
          <Failure error={error} />
          <Buttons label={confirmLabel} loading={pending} danger={danger} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
