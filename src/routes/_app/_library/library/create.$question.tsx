import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/guards';
import { QuestionUploadScreen } from '@/modules/library/upload/screens/question-upload-screen';

/** `/library/create/$question`: upload documents that answer a question (the param, URL-decoded by the router). */
export const Route = createFileRoute('/_app/library/create/$question')({
  beforeLoad: ({ context }) => {
    requirePermission(context.session, 'ROLE_DOCUMENT_DISPLAY_WEB', '您没有文档库的访问权限');
    requirePermission(context.session, 'ROLE_KNOWLEDGE_CREATE', '您没有知识创作权限，请联系管理员开通');
  },
  component: QuestionUploadRoute,
});

function QuestionUploadRoute() {
  const { question } = Route.useParams();
  return <QuestionUploadScreen question={question} />;
}
