import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/guards';
import { compareSearchSchema } from '@/modules/wiki/lib/compare-search';
import { CompareScreen } from '@/modules/wiki/screens/compare-screen';

/** `/knowledge-compare?leftId=&leftVersion=&rightId=&rightVersion=`: two entries or two versions side by side. */
export const Route = createFileRoute('/_app/knowledge-compare')({
  validateSearch: (search) => compareSearchSchema.parse(search),
  beforeLoad: ({ context }) => requirePermission(context.session, 'ROLE_WIKI_DISPLAY_WEB', '您没有词条知识的访问权限'),
  component: KnowledgeCompareRoute,
});

function KnowledgeCompareRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CompareScreen search={search} onChange={(next) => void navigate({ search: next, replace: true })} />;
}
