import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { askSearchSchema } from '@/modules/bbs/lib/forum-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const CaseCreateSection = lazy(() => import('@/modules/bbs/screens/ask-screen').then((m) => ({ default: m.CaseCreateSection })));

/** `/bbs/case-create` (写案例): a new case, or `?id=` one to edit. */
export const Route = createFileRoute('/_app/bbs/_member/case-create')({
  staticData: { title: '写案例' },
  validateSearch: askSearchSchema,
  component: CaseCreateRoute,
});

function CaseCreateRoute() {
  return <ForumPage search={Route.useSearch()} screen={CaseCreateSection} />;
}
