import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/guards';
import { strategyQueries } from '@/modules/wiki/api/strategy-queries';
import { StrategyScreen } from '@/modules/wiki/screens/strategy-screen';

/** `/list/strategy`: the caller's saved filter strategies of the entry list. */
export const Route = createFileRoute('/_app/list/strategy')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'ROLE_WIKI_DISPLAY_WEB', '您没有词条知识的访问权限'),
  loader: ({ context }) => context.queryClient.ensureQueryData(strategyQueries.list()),
  component: StrategyScreen,
});
