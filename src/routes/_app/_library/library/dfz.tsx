import { createFileRoute } from '@tanstack/react-router';
import { libraryQueries } from '@/modules/library/api/library-queries';
import { chroniclesRequestOf } from '@/modules/library/lib/library-request';
import { dfzSearchSchema } from '@/modules/library/lib/library-search';
import { DfzScreen } from '@/modules/library/screens/dfz-screen';

/** `/library/dfz`: the chronicle collection by region and year (region, year and keyword in the URL). */
export const Route = createFileRoute('/_app/_library/library/dfz')({
  staticData: { title: '地方志' },
  validateSearch: dfzSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(libraryQueries.chronicles(chroniclesRequestOf(deps))),
  component: DfzRoute,
});

function DfzRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DfzScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
