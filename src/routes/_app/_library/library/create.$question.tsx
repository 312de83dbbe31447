import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '@/app/guards';
import { QuestionUploadScreen } from '@/modules/library/upload/screens/question-upload-screen';

/** `/library/create/$question`: upload documents that answer a question (the param, URL-decoded by the router). */
export const Route = createFileRoute('/_app/_library/library/create/$question')({
  staticData: { title: '上传问题文档' },
  beforeLoad: ({ context }) => requireCapability(context.session, 'ROLE_KNOWLEDGE_CREATE'),
  component: QuestionUploadRoute,
});

function QuestionUploadRoute() {
  const { question } = Route.useParams();
  return <QuestionUploadScreen question={question} />;
}
