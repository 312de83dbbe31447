import { createFileRoute } from '@tanstack/react-router';
import { centreQueries } from '@/modules/account/api/centre-queries';
import { CollectionsScreen } from '@/modules/account/screens/collections-screen';

/** `/account/collections`: my favourite folders. */
export const Route = createFileRoute('/_app/account/collections')({
  staticData: { title: '我的收藏' },
  loader: ({ context }) => context.queryClient.ensureQueryData(centreQueries.folders()),
  component: CollectionsScreen,
});
