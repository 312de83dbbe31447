import type { SessionUserView } from '@contract/users';
import { useRouteContext } from '@tanstack/react-router';

/** The signed-in user's id, from the session the `/_app` guard puts in the route context. */
export function useMyId(): number | undefined {
  const context = useRouteContext({ strict: false }) as { session?: { user: SessionUserView } };
  return context.session?.user.id;
}
