import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/reportStatistics` opens its first report, the overview (SPEC §2), with the filters it was given. */
export const Route = createFileRoute('/_app/_reports/reportStatistics/')({
  staticData: { title: '统计报表' },
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/reportStatistics/all', search, replace: true });
  },
});
