import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { WIKI_HOT_PAGE } from '@/modules/wiki/screens/hot-update-screen';
import { HotUpdateScreen } from '@/shared/knowledge/hot-update-screen';
import { hotUpdateSearchSchema } from '@/shared/knowledge/lib/hot-update-search';
import { HOT_UPDATE_DEFAULTS } from '@/shared/knowledge/lib/hot-update-search-defaults';

/** `/wiki/wikiHotAndUpdate`: hot and recently updated entries (tab and page in the URL). */
export const Route = createFileRoute('/_app/_wiki/wiki/wikiHotAndUpdate')({
  staticData: { title: '热门与最新词条' },
  validateSearch: hotUpdateSearchSchema,
  search: { middlewares: [stripSearchParams(HOT_UPDATE_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(WIKI_HOT_PAGE.query(deps)),
  component: HotUpdateRoute,
});

function HotUpdateRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <HotUpdateScreen page={WIKI_HOT_PAGE} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
