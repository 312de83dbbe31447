import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/guards';

/** The video library's screens (/video/*): holders of the video permission only. */
export const Route = createFileRoute('/_app/_video')({
  beforeLoad: ({ context }) => requireModule(context.session, 'ROLE_VIDEO_DISPLAY_WEB'),
});
