import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/guards';
import { libraryQueries } from '@/modules/library/api/library-queries';
import { chroniclesRequestOf, dfzSearchSchema } from '@/modules/library/lib/library-search';
import { DfzScreen } from '@/modules/library/screens/dfz-screen';

/** `/library/dfz`: the chronicle collection by region and year (region, year and keyword in the URL). */
export const Route = createFileRoute('/_app/library/dfz')({
  validateSearch: dfzSearchSchema,
  beforeLoad: ({ context }) => requirePermission(context.session, 'ROLE_DOCUMENT_DISPLAY_WEB', '您没有文档库的访问权限'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(libraryQueries.chronicles(chroniclesRequestOf(deps))),
  component: DfzRoute,
});

function DfzRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DfzScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
