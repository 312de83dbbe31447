import { Button } from '@mantine/core';
import { StatusPage } from '@/shared/ui/status-page';

/**
 * What a reader sees for an entry that does not exist, was deleted, or that
 * they may not read: the server answers 404 or 403 and tells no more.
 */
export function DetailNotFound({ onBack }: { onBack: () => void }) {
  return (
    <StatusPage
      code="404"
      title="词条不存在或无权查看"
      description="该词条可能已被删除、尚未发布，或您没有查看它的权限。"
      actions={
        <Button variant="light" onClick={onBack}>
          返回
        </Button>
      }
    />
  );
}
