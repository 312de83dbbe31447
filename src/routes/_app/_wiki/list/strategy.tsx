import { createFileRoute } from '@tanstack/react-router';
import { strategyQueries } from '@/modules/wiki/api/strategy-queries';
import { StrategyScreen } from '@/modules/wiki/screens/strategy-screen';

/** `/list/strategy`: the caller's saved filter strategies of the entry list. */
export const Route = createFileRoute('/_app/_wiki/list/strategy')({
  staticData: { title: '筛选策略' },
  loader: ({ context }) => context.queryClient.ensureQueryData(strategyQueries.list()),
  component: StrategyScreen,
});
