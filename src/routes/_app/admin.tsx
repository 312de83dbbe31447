import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The frame arrives in a chunk of its own: the first screen lists only this route's.
const ConsoleFrame = lazy(() => import('@/modules/admin/screens/console-screens').then((m) => ({ default: m.ConsoleFrame })));

/**
 * `/admin/*` (管理后台, decision 030): open to holders of any console key,
 * with a menu of the sections they may use; each section checks its own keys
 * again. The checks run in the lazily loaded frame, so the first screen
 * carries no console code.
 */
export const Route = createFileRoute('/_app/admin')({
  staticData: { title: '管理后台' },
  component: () => (
    <Suspense fallback={null}>
      <ConsoleFrame />
    </Suspense>
  ),
});
