import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { CentreLayout } from '@/modules/account/components/centre-layout';

/** `/account/*`: the personal centre's pages share its navigation. */
export const Route = createFileRoute('/_app/account')({
  // The centre itself has no page of its own: it opens on the personal page.
  beforeLoad: ({ location }) => {
    if (location.pathname.replace(/\/$/, '') === '/account') throw redirect({ to: '/account/home', replace: true });
  },
  component: AccountRoute,
});

function AccountRoute() {
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <CentreLayout current={pathname}>
      <Outlet />
    </CentreLayout>
  );
}
