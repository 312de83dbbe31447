import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/guards';
import { BatchUploadScreen } from '@/modules/library/upload/screens/batch-upload-screen';

/** `/library/create1`: batch upload — many files with shared labels, group and chronicle data. */
export const Route = createFileRoute('/_app/library/create1')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'ROLE_DOCUMENT_DISPLAY_WEB', '您没有文档库的访问权限'),
  component: BatchUploadScreen,
});
