import type { Ability, SessionUserView } from '@contract/auth/users';
import { useRouteContext } from '@tanstack/react-router';

/**
 * Whether the signed-in user has an ability (write, comment, approve …), as
 * the server computed it for the session the `/_app` guard puts in the route
 * context (ARCHITECTURE §7.6: buttons read the cached session and never
 * re-derive a rule). Controls a user may not use are hidden; the server
 * refuses them anyway.
 */
export function useCan(ability: Ability): boolean {
  const context = useRouteContext({ strict: false }) as { session?: { user: SessionUserView } };
  return context.session?.user.abilities[ability] ?? false;
}
