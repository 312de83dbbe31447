import { createFileRoute } from '@tanstack/react-router';
import { PublicOverviewScreen } from '@/modules/graph/screens/public-overview-screen';

/** `/detail-cool` (public, no shell): the atlas overview, full screen. */
export const Route = createFileRoute('/detail-cool')({
  staticData: { title: '知识图谱总览' },
  component: PublicOverviewScreen,
});
