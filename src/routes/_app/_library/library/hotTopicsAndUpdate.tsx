import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LIBRARY_HOT_PAGE } from '@/modules/library/screens/hot-update-screen';
import { HotUpdateScreen } from '@/shared/knowledge/hot-update-screen';
import { hotUpdateSearchSchema } from '@/shared/knowledge/lib/hot-update-search';
import { HOT_UPDATE_DEFAULTS } from '@/shared/knowledge/lib/hot-update-search-defaults';

/** `/library/hotTopicsAndUpdate`: hot and recently updated documents (tab and page in the URL). */
export const Route = createFileRoute('/_app/_library/library/hotTopicsAndUpdate')({
  staticData: { title: '热门与最新文档' },
  validateSearch: hotUpdateSearchSchema,
  search: { middlewares: [stripSearchParams(HOT_UPDATE_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(LIBRARY_HOT_PAGE.query(deps)),
  component: HotUpdateRoute,
});

function HotUpdateRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <HotUpdateScreen page={LIBRARY_HOT_PAGE} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
