import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '@/app/guards';
import { VideoUploadScreen } from '@/modules/video/screens/video-upload-screen';

/** `/video/create`: uploading a video (a page, like the document upload pages). */
export const Route = createFileRoute('/_app/_video/video/create')({
  staticData: { title: '上传视频' },
  beforeLoad: ({ context }) => requireCapability(context.session, 'ROLE_KNOWLEDGE_CREATE'),
  component: VideoCreateRoute,
});

function VideoCreateRoute() {
  const navigate = Route.useNavigate();
  return <VideoUploadScreen onDone={() => void navigate({ to: '/video' })} />;
}
