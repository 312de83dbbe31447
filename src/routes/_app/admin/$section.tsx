import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The same chunk as the console's frame (`/admin`), already loaded with it.
const ConsoleSectionScreen = lazy(() =>
  import('@/modules/admin/screens/console-screens').then((m) => ({ default: m.ConsoleSectionScreen })),
);

/**
 * `/admin/:section` (用户, 组织, 操作记录): one route for the console's
 * sections, so the first screen carries one small route instead of one per
 * section; the sections' keys, screens and search params (every filter, the
 * order and the page in the URL) are checked in the lazily loaded screen.
 * `/admin/graph` has its own route.
 */
export const Route = createFileRoute('/_app/admin/$section')({
  staticData: { title: '管理后台' },
  component: SectionRoute,
});

function SectionRoute() {
  const { section } = Route.useParams();
  const search = Route.useSearch() as Record<string, unknown>;
  const navigate = Route.useNavigate();
  const onChange = (next: Record<string, unknown>) =>
    void navigate({ search: ((s: Record<string, unknown>) => withoutFirstPage({ ...s, ...next })) as never });
  return (
    <Suspense fallback={null}>
      <ConsoleSectionScreen section={section} rawSearch={search} onChange={onChange} />
    </Suspense>
  );
}

/** The first page is the default: the URL leaves it out. */
function withoutFirstPage(search: Record<string, unknown>) {
  const { page, ...rest } = search;
  return page === 1 || page === undefined ? rest : { ...rest, page };
}
