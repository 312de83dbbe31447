import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '@/app/raw-search';
import { libraryQueries } from '@/modules/library/api/library-queries';
import { chroniclesRequestOf, dfzSearchSchema } from '@/modules/library/lib/library-search';
import { DfzScreen } from '@/modules/library/screens/dfz-screen';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';

/** `/library/dfz`: the chronicle collection by region and year (region, year and keyword in the URL). */
export const Route = createFileRoute('/_app/_library/library/dfz')({
  staticData: { title: '地方志' },
  // Checked by the loader and the screen, which load lazily (see app/raw-search.ts).
  validateSearch: rawSearch<typeof dfzSearchSchema>(),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(libraryQueries.chronicles(chroniclesRequestOf(dfzSearchSchema.parse(deps)))),
  component: DfzRoute,
});

function DfzRoute() {
  const search = useCheckedSearch(dfzSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return <DfzScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
