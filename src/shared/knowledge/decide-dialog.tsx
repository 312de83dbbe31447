import { approvalDecide } from '@contract/approval/approval';
import { type DomainKey, LIVE_DOMAINS } from '@contract/platform/domains';
import type { InputOf } from '@contract/platform/endpoint';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';

/** A pending version to decide on: from the approval queue, or from the item's own page. */
export interface Deciding {
  item: { knowledgeId: number; title: string; version: number; submitterName: string };
  approve: boolean;
}

/**
 * What a decision changes: the approval queue ('approval'), the portal home,
 * and the lists and details of whichever domain the item belongs to.
 */
const DECIDED = [
  moduleKeys('approval').all,
  moduleKeys('home').all,
  ...LIVE_DOMAINS.map((d) => moduleKeys(d.key as DomainKey).all),
];

/** Approves or rejects a pending version; the author is notified by the server. */
export const decideMutation = () =>
  mutationOptions({
    mutationKey: ['approval', 'decide'],
    mutationFn: (input: InputOf<typeof approvalDecide>) => api(approvalDecide, input),
    meta: { invalidates: DECIDED },
  });

interface DecideDialogProps {
  deciding: Deciding | null;
  onClose: () => void;
}

const COMMENT_MAX = 500;

/** Approve (with an optional comment) or reject (a reason is required) one pending version. */
export function DecideDialog({ deciding, onClose }: DecideDialogProps) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const approve = deciding?.approve ?? true;
  const decide = useMutation({
    ...decideMutation(),
    meta: {
      ...decideMutation().meta,
      successMessage: approve ? '已审核通过，作者会收到通知' : '已驳回，作者会收到通知',
    },
  });
  const close = () => {
    setComment('');
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (!deciding) return;
    const text = comment.trim();
    if (!approve && text === '') {
      setError('驳回时请填写理由');
      return;
    }
    decide.mutate({ id: deciding.item.knowledgeId, approve, comment: text }, { onSuccess: close });
  };
  return (
    <Modal opened={deciding !== null} onClose={close} title={approve ? '审核通过' : '驳回'} centered>
      <Stack gap="sm">
        <Text fz="sm">
          「{deciding?.item.title}」第{deciding?.item.version}版，提交人 {deciding?.item.submitterName}
        </Text>
        <Textarea
          label={approve ? '审核意见（选填）' : '驳回理由'}
          withAsterisk={!approve}
          placeholder={approve ? '可以给作者留言' : '请说明需要修改的地方'}
          autosize
          minRows={3}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(e) => {
            setComment(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            取消
          </Button>
          <Button color={approve ? 'teal' : 'red'} onClick={confirm} loading={decide.isPending}>
            {approve ? '确认通过' : '确认驳回'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
