import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireConsole } from '@/app/console-guards';

// The frame arrives in a chunk of its own: the first screen lists only this route's.
const ConsoleFrame = lazy(() => import('@/modules/admin/screens/console-frame').then((m) => ({ default: m.ConsoleFrame })));

/**
 * `/admin/*` (管理后台, decision 030): open to holders of any console key, with a menu of the
 * sections they may use; each section is a route of its own that checks its own keys again.
 */
export const Route = createFileRoute('/_app/admin')({
  staticData: { title: '管理后台' },
  beforeLoad: ({ context }) => requireConsole(context.session),
  component: () => (
    <Suspense fallback={null}>
      <ConsoleFrame />
    </Suspense>
  ),
});
