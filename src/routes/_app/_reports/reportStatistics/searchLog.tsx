import { createFileRoute } from '@tanstack/react-router';
import { SearchLogScreen } from '@/modules/reports/screens/search-log-screen';

/** `/reportStatistics/searchLog` (搜索日志：每次搜索、关键词云、无结果与无点击的搜索). */
export const Route = createFileRoute('/_app/_reports/reportStatistics/searchLog')({
  staticData: { title: '搜索日志' },
  component: SearchlogRoute,
});

function SearchlogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SearchLogScreen search={search} onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })} />;
}
