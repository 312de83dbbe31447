import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

const ListSectionScreen = lazy(() =>
  import('@/modules/bbs/screens/list-sections').then((m) => ({ default: m.ListSectionScreen })),
);

/**
 * `/bbs/*` (内部论坛, decision 033): one splat route for the forum's pages;
 * the sections, their permission check, screens and search params load lazily.
 */
export const Route = createFileRoute('/_app/bbs/$')({
  staticData: { title: '内部论坛' },
  component: () => {
    const navigate = Route.useNavigate();
    return (
      <Suspense fallback={null}>
        <ListSectionScreen
          path={Route.useParams()._splat ?? ''}
          rawSearch={Route.useSearch() as Record<string, unknown>}
          onSearch={(next) => void navigate({ search: next as never })}
        />
      </Suspense>
    );
  },
});
