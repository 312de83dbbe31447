import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireRole } from '@/app/guards';

const ListSectionScreen = lazy(() =>
  import('@/modules/bbs/screens/list-sections').then((m) => ({ default: m.ListSectionScreen })),
);

/**
 * `/bbs/*` (内部论坛, decision 033): one splat route for the forum's pages;
 * the sections, their screens and their search params load lazily.
 */
export const Route = createFileRoute('/_app/bbs/$')({
  staticData: { title: '内部论坛' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_BBS_DISPLAY', '内部论坛'),
  component: BbsRoute,
});

function BbsRoute() {
  const { _splat } = Route.useParams();
  const search = Route.useSearch() as Record<string, unknown>;
  const navigate = Route.useNavigate();
  return (
    <Suspense fallback={null}>
      <ListSectionScreen path={_splat ?? ''} rawSearch={search} onSearch={(next) => void navigate({ search: next as never })} />
    </Suspense>
  );
}
