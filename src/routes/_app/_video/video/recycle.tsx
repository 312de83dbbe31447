import { domainByKey } from '@contract/platform/domains';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { recycleQueries } from '@/modules/recycle/api/recycle-queries';
import { recycleSearch } from '@/modules/recycle/lib/recycle-search';
import { RecycleScreen } from '@/modules/recycle/screens/recycle-screen';

const DOMAIN = domainByKey('video');

/** `/video/recycle`: the recycle bin of video items (keyword and page in the URL). */
export const Route = createFileRoute('/_app/_video/video/recycle')({
  staticData: { title: '视频回收站' },
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
