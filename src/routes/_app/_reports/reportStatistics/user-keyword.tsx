import { createFileRoute } from '@tanstack/react-router';
import { KeywordScreen } from '@/modules/reports/screens/keyword-screen';

/** `/reportStatistics/user-keyword` (用户关键词：某人或各部门搜索的关键词及其走势). */
export const Route = createFileRoute('/_app/_reports/reportStatistics/user-keyword')({
  staticData: { title: '用户关键词' },
  component: UserKeywordRoute,
});

function UserKeywordRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <KeywordScreen search={search} onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })} />;
}
