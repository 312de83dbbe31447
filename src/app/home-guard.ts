import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { configuredHome } from './configured-home';
import type { Session } from './guards';
import { landingPath } from './landing';

// The home routes import this module when they are entered, not from the route tree: the
// landing table and the home variants weigh on the first screen otherwise (/login's ceiling).

/** The home and its variants are for holders of the home permission; others land where the landing order sends them (SPEC §2). */
export function requireHomeLanding(session: Session): void {
  const target = landingPath(session.permissions);
  if (target !== '/index') throw redirect({ to: target as '/account/home', replace: true });
}

/** `/index`: the landing rule, then the configured home variant (`portal.home`) when there is one. */
export async function enterHome({ session, queryClient }: { session: Session; queryClient: QueryClient }): Promise<void> {
  requireHomeLanding(session);
  const home = await configuredHome(queryClient, session.permissions);
  if (home !== '/index') throw redirect({ to: home, replace: true });
}
