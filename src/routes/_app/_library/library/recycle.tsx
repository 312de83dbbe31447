import { domainByKey } from '@contract/platform/domains';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { recycleQueries } from '@/modules/recycle/api/recycle-queries';
import { recycleSearch } from '@/modules/recycle/lib/recycle-search';
import { RecycleScreen } from '@/modules/recycle/screens/recycle-screen';

const DOMAIN = domainByKey('library');

/** `/library/recycle`: the recycle bin of library items (keyword and page in the URL). */
export const Route = createFileRoute('/_app/_library/library/recycle')({
  staticData: { title: '文档回收站' },
  validateSearch: recycleSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(recycleQueries.list(DOMAIN, deps)),
  component: RecycleRoute,
});

function RecycleRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RecycleScreen domain={DOMAIN} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
