import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

const BbsSectionScreen = lazy(() => import('@/modules/bbs/screens/bbs-screens').then((m) => ({ default: m.BbsSectionScreen })));

/**
 * `/bbs/*` (内部论坛, SPEC §2 /bbs children): one route for every forum page,
 * so the first screen carries one small route instead of one per page. The
 * pages' addresses, permissions, screens and search params are checked in the
 * lazily loaded frame (modules/bbs/lib/bbs-sections.ts); `/bbs` itself opens
 * the forum's home, an address the forum does not have is not found.
 */
export const Route = createFileRoute('/_app/bbs/$')({
  // The page's own title (版块管理 …) is set by the frame once its section is known.
  staticData: { title: '内部论坛' },
  component: BbsRoute,
});

function BbsRoute() {
  const { _splat: path = '' } = Route.useParams();
  const search = Route.useSearch() as Record<string, unknown>;
  const navigate = Route.useNavigate();
  return (
    <Suspense fallback={null}>
      <BbsSectionScreen
        path={path}
        rawSearch={search}
        // A section hands back its whole search (every filter, the sort and the page, defaults left out).
        onSearch={(next) => void navigate({ search: next as never })}
      />
    </Suspense>
  );
}
