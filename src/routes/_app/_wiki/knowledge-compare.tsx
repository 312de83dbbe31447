import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '@/app/raw-search';
import { compareSearchSchema } from '@/modules/wiki/lib/compare-search';
import { CompareScreen } from '@/modules/wiki/screens/compare-screen';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';

/** `/knowledge-compare?leftId=&leftVersion=&rightId=&rightVersion=`: two entries or two versions side by side. */
export const Route = createFileRoute('/_app/_wiki/knowledge-compare')({
  staticData: { title: '知识对比' },
  // Checked by the screen, which loads lazily (see app/raw-search.ts).
  validateSearch: rawSearch<typeof compareSearchSchema>(),
  component: KnowledgeCompareRoute,
});

function KnowledgeCompareRoute() {
  const search = useCheckedSearch(compareSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return <CompareScreen search={search} onChange={(next) => void navigate({ search: next, replace: true })} />;
}
