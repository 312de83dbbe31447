import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/reportStatistics` (the header entry's target, SPEC §2) opens the overview with the filters it was given. */
export const Route = createFileRoute('/_app/reportStatistics/')({
  staticData: { title: '统计报表' },
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/reportStatistics/all', search, replace: true });
  },
});
