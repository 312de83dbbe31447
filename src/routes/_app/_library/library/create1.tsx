import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/guards';
import { BatchUploadScreen } from '@/modules/library/upload/screens/batch-upload-screen';

/** `/library/create1`: batch upload — many files with shared labels, group and chronicle data. */
export const Route = createFileRoute('/_app/library/create1')({
  beforeLoad: ({ context }) => {
    requirePermission(context.session, 'ROLE_DOCUMENT_DISPLAY_WEB', '您没有文档库的访问权限');
    requirePermission(context.session, 'ROLE_KNOWLEDGE_CREATE', '您没有知识创作权限，请联系管理员开通');
  },
  component: BatchUploadScreen,
});
