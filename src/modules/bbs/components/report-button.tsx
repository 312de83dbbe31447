import { REPORT_REASON_MAX } from '@contract/bbs/bbs-reports';
import { Button, type ButtonProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { communityMutations } from '../api/community-mutations';
import { ReasonDialog } from './reason-dialog';

const NOUNS = { post: '帖子', answer: '回答' } as const;

/**
 * 举报 on a post or an answer: a reason is required; the report goes to the
 * moderators of the plate (the server allows one open report per member and
 * target, and bounds how many a member may have open).
 */
export function ReportButton({
  targetType,
  targetId,
  ...button
}: { targetType: 'post' | 'answer'; targetId: number } & Pick<ButtonProps, 'size' | 'variant' | 'leftSection'>) {
  const [open, setOpen] = useState(false);
  const report = useMutation(communityMutations.report());
  const close = () => {
    setOpen(false);
    report.reset();
  };
  return (
    <>
      <Button variant="subtle" color="gray" size="xs" {...button} onClick={() => setOpen(true)}>
        举报
      </Button>
      <ReasonDialog
        opened={open}
        title={`举报${NOUNS[targetType]}`}
        description="请说明这条内容的问题（如违规、广告、泄露内部信息），版主核实后会处理。"
        label="举报原因"
        confirmLabel="提交举报"
        max={REPORT_REASON_MAX}
        pending={report.isPending}
        error={report.error}
        onSubmit={(reason) => report.mutate({ targetType, targetId, reason }, { onSuccess: close })}
        onClose={close}
      />
    </>
  );
}
