import { reportFeedbackHandle, reportUserFeedback } from '@contract/reports/reports-search';
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';
import { toastError } from '@/shared/lib/toast';

/** 标记已处理 on one feedback row; the feedback table asks again afterwards. */
export function FeedbackHandleButton({ id }: { id: number }) {
  const client = useQueryClient();
  const handle = useMutation({
    mutationFn: () => api(reportFeedbackHandle, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: moduleKeys('reports').of(reportUserFeedback) }),
    onError: (e) => toastError(e.message),
  });
  return (
    <Button size="compact-xs" variant="light" loading={handle.isPending} onClick={() => handle.mutate()}>
      标记已处理
    </Button>
  );
}
