import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '@/app/guards';
import { BatchUploadScreen } from '@/modules/library/upload/screens/batch-upload-screen';

/** `/library/create1`: batch upload — many files with shared labels, group and chronicle data. */
export const Route = createFileRoute('/_app/_library/library/create1')({
  staticData: { title: '批量上传文档' },
  beforeLoad: ({ context }) => requireCapability(context.session, 'ROLE_KNOWLEDGE_CREATE'),
  component: BatchUploadScreen,
});
