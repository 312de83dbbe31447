import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { plateQueries } from '@/modules/bbs/api/plate-queries';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const MinePlatesScreen = lazy(() =>
  import('@/modules/bbs/screens/mine-plates-screen').then((m) => ({ default: m.MinePlatesScreen })),
);

/** `/bbs/mine/plate` (我关注的版块): the plates the caller follows. */
export const Route = createFileRoute('/_app/bbs/_member/mine/plate')({
  staticData: { title: '我关注的版块' },
  loader: ({ context }) => context.queryClient.ensureQueryData(plateQueries.mine()),
  component: () => (
    <Suspense fallback={null}>
      <MinePlatesScreen />
    </Suspense>
  ),
});
